"""The address the class server listens on: this machine's address on the classroom network.

The server binds that one address (not every interface), so it is reachable from the pupils'
devices on the same Wi-Fi and nowhere else this machine is connected. Finding it sends nothing:
connecting a UDP socket only asks the system which interface would route there.
"""

from __future__ import annotations

import socket

LOOPBACK = "127.0.0.1"
# A documentation address (TEST-NET-1, RFC 5737): never routed, and a UDP connect sends no packet.
_PROBE = ("192.0.2.1", 9)


def lan_address() -> str:
    """This machine's address on its local network; loopback when it has none (no network)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(_PROBE)
        address = probe.getsockname()[0]
    except OSError:
        return LOOPBACK
    finally:
        probe.close()
    return address if address and not address.startswith("0.") else LOOPBACK
