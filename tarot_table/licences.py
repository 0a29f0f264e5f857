"""Licences named in plain words: an SPDX expression as a person reads it, for the About
page's deck and the software shipped with the app."""
from __future__ import annotations


# SPDX licence ids a deck or a package is likely to carry, in words; any other id is shown as written
LICENCE_NAMES = {
    "CC0-1.0": "Creative Commons Zero 1.0 (CC0)",
    "CC-BY-4.0": "Creative Commons Attribution 4.0",
    "CC-BY-SA-4.0": "Creative Commons Attribution-ShareAlike 4.0",
    "CC-BY-NC-4.0": "Creative Commons Attribution-NonCommercial 4.0",
    "CC-BY-NC-SA-4.0": "Creative Commons Attribution-NonCommercial-ShareAlike 4.0",
    "CC-BY-ND-4.0": "Creative Commons Attribution-NoDerivatives 4.0",
    "CC-BY-3.0": "Creative Commons Attribution 3.0",
    "CC-BY-SA-3.0": "Creative Commons Attribution-ShareAlike 3.0",
    "CC-PDDC": "Creative Commons Public Domain Dedication and Certification",
    "MIT": "the MIT licence",
    "MIT-CMU": "the MIT-CMU licence (an MIT-style licence)",
    "BSD-2-Clause": "a BSD licence (two clauses)",
    "BSD-3-Clause": "a BSD licence (three clauses)",
    "0BSD": "the BSD Zero Clause licence",
    "Zlib": "the zlib licence",
    "PSF-2.0": "the Python Software Foundation licence",
    "LGPL-2.1-only": "the GNU Lesser General Public License 2.1",
    "LGPL-2.1-or-later": "the GNU Lesser General Public License 2.1 or later",
    "Apache-2.0": "the Apache licence 2.0",
    "OFL-1.1": "the SIL Open Font licence 1.1",
    "LicenseRef-PublicDomain": "Public domain",
}
LICENCE_JOINS = {"AND": ", and", "OR": ", or", "WITH": " with"}


def licence_words(expression: str) -> str:
    """An SPDX licence expression in words: "LicenseRef-PublicDomain AND CC0-1.0" as
    "Public domain, and Creative Commons Zero 1.0 (CC0)"; a ``LicenseRef-`` of the
    deck's own by its name; anything unknown as written."""
    words = []
    for part in expression.replace("(", " ").replace(")", " ").split():
        if part.upper() in LICENCE_JOINS:
            words.append(LICENCE_JOINS[part.upper()])
        elif part in LICENCE_NAMES:
            words.append(" " + LICENCE_NAMES[part])
        elif part.startswith("LicenseRef-") and len(part) > len("LicenseRef-"):
            words.append(" " + part[len("LicenseRef-"):].replace("-", " "))
        else:
            words.append(" " + part)
    return "".join(words).strip() or "not given"
