install(DIRECTORY include/rsgpu DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS rsgpu rsgpu_host EXPORT rsgpuTargets)
set(RSGPU_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/rsgpu)
install(EXPORT rsgpuTargets NAMESPACE rsgpu:: DESTINATION ${RSGPU_CMAKE_DIR})
# The workflows (docs/workflows.md): rsgpu::jit (NVRTC), rsgpu-gen as the
# imported rsgpu::gen, rsgpu_add_rust_kernels and the Rust bindings sources it
# builds its rlib from. Each optional export set is included by the config
# only when installed.
if(TARGET rsgpu_jit)
  install(TARGETS rsgpu_jit EXPORT rsgpuJitTargets)
  install(EXPORT rsgpuJitTargets NAMESPACE rsgpu:: DESTINATION ${RSGPU_CMAKE_DIR})
endif()
if(TARGET rsgpu-gen)
  set_target_properties(rsgpu-gen PROPERTIES EXPORT_NAME gen)
  install(TARGETS rsgpu-gen EXPORT rsgpuGenTargets RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(EXPORT rsgpuGenTargets NAMESPACE rsgpu:: DESTINATION ${RSGPU_CMAKE_DIR})
endif()
install(FILES cmake/RsgpuRustKernels.cmake DESTINATION ${RSGPU_CMAKE_DIR})
install(DIRECTORY bindings/rust/src/ DESTINATION ${CMAKE_INSTALL_DATADIR}/rsgpu/rust/src
        FILES_MATCHING PATTERN "*.rs")
configure_package_config_file(cmake/rsgpuConfig.cmake.in
  ${PROJECT_BINARY_DIR}/rsgpuConfig.cmake INSTALL_DESTINATION ${RSGPU_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_DATADIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/rsgpuConfigVersion.cmake
  COMPATIBILITY SameMinorVersion ARCH_INDEPENDENT)
install(FILES ${PROJECT_BINARY_DIR}/rsgpuConfig.cmake
  ${PROJECT_BINARY_DIR}/rsgpuConfigVersion.cmake DESTINATION ${RSGPU_CMAKE_DIR})
