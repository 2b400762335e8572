# Packaging with CPack: `cpack -G DEB` in the build directory makes a Debian package of everything
# `cmake --install` installs (the program, the .desktop file, the AppStream metainfo, the icon).
# dpkg-shlibdeps computes the library dependencies (Qt, ICU, KSyntaxHighlighting when built with
# it), so the same rules give a correct package on Debian 12 and on Debian 13.
set(CPACK_PACKAGE_NAME "utf8-inspector")
set(CPACK_PACKAGE_VENDOR "The UTF-8 Inspector developers")
set(CPACK_PACKAGE_CONTACT "The UTF-8 Inspector developers <utf8-inspector@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "See where UTF-8 text goes wrong, byte by byte")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/utf8inspector/utf8-inspector")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "utf8-inspector")
set(CPACK_STRIP_FILES ON)
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")

# The licence: LICENSE in the documentation directory, and for Debian also the machine-readable
# /usr/share/doc/utf8-inspector/copyright that policy asks of every package (same MIT text).
include(GNUInstallDirs)
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION "${CMAKE_INSTALL_DOCDIR}")
file(READ "${PROJECT_SOURCE_DIR}/LICENSE" u8i_license)
string(REGEX REPLACE "^MIT License\n\n[^\n]*\n\n" "" u8i_license "${u8i_license}") # the terms only
string(STRIP "${u8i_license}" u8i_license)
string(REGEX REPLACE "\n\n" "\n.\n" u8i_license "${u8i_license}") # empty lines: " ."
string(REGEX REPLACE "\n" "\n " U8I_LICENSE_INDENTED " ${u8i_license}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/debian-copyright.in" "${PROJECT_BINARY_DIR}/debian/copyright" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/debian/copyright" DESTINATION "${CMAKE_INSTALL_DOCDIR}")

set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "hex-and-text viewer that explains UTF-8, byte by byte\n\
UTF-8 Inspector shows a file's bytes and its decoded text side by side and explains\n\
every ill-formed sequence: overlong forms, surrogates, truncated sequences, stray\n\
continuation bytes. It opens files of any size, detects mojibake, teaches the\n\
encoding step by step, and has a command line (--check, --decode, --dump) for CI.")
set(CPACK_DEBIAN_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # utf8-inspector_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Runtime plugins that no library link reveals: the SVG icon loader and the platform plugins
# (a separate package from Debian 13 on; part of libqt6gui6 and libqt6svg6 before). Suggested: Qt's
# own translations, for the standard buttons (OK, Cancel, ...) of a translated UI.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-svg-plugins | libqt6svg6 (<< 6.5), qt6-qpa-plugins | libqt6gui6 (<< 6.5), fonts-noto-core")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-translations-l10n")

include(CPack)
