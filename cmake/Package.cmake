# The Debian package (scripts/package builds it): CPack's DEB generator over the install rules of
# cmake/Install.cmake, installed under /usr. Library dependencies come from dpkg-shlibdeps; the fonts the game
# opens at run time are named here, as Debian's packages rather than copies of their files.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME tower-defence)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_CONTACT "Tower Defence maintainers <maintainers@towerdefence.org>")
# The synopsis, then the long description: CPack indents its lines and writes the empty one as Debian's " .".
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "game of towers that are the walls of the maze enemies walk")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Enemies walk from their spawns to the goals along the shortest route,
and every tower or wall placed reshapes that route: the maze the player
builds is the defence. A placement that would seal the way is refused, and
the map shows what a placement does to the route before it is made.

Fourteen campaign levels bring in towers, terrain, a hero and enemies that
move in their own ways (fleeing, tracking, tracing round obstacles,
following walls, flying lanes, keeping to roads). Endless mode, three
difficulties, replays and rewinding a wave add to them. A level editor
paints maps and waves, rates a level with the automatic player and saves it
as JSON; td-cli checks, rates and replays levels from the command line.")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
# Chinese is drawn in Noto Sans CJK; without it the game says so and stays in the language it speaks.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
# Modes as Debian wants them, whatever the umask of the machine that builds the package.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
    WORLD_READ WORLD_EXECUTE)
include(CPack)
