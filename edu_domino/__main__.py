import sys

from edu_domino.cli import main

sys.exit(main())
