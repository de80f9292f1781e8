install(DIRECTORY include/rsgpu DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS rsgpu rsgpu_host EXPORT rsgpuTargets)
set(RSGPU_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/rsgpu)
install(EXPORT rsgpuTargets NAMESPACE rsgpu:: DESTINATION ${RSGPU_CMAKE_DIR})
configure_package_config_file(cmake/rsgpuConfig.cmake.in
  ${PROJECT_BINARY_DIR}/rsgpuConfig.cmake INSTALL_DESTINATION ${RSGPU_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/rsgpuConfigVersion.cmake
  COMPATIBILITY SameMinorVersion ARCH_INDEPENDENT)
install(FILES ${PROJECT_BINARY_DIR}/rsgpuConfig.cmake
  ${PROJECT_BINARY_DIR}/rsgpuConfigVersion.cmake DESTINATION ${RSGPU_CMAKE_DIR})
