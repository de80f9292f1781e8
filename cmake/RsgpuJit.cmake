# rsgpu::jit: the JIT runtime (include/rsgpu/jit/): NVRTC compile + disk cache
# (any host compiler), loading and launching (nvcc). Header-only; the target
# carries NVRTC and where rsgpu's and CCCL's headers are for NVRTC's -I.
# Defined only when the CUDA toolkit (with NVRTC) is found.
if(NOT TARGET CUDA::nvrtc)
  find_package(CUDAToolkit QUIET)
endif()
if(TARGET CUDA::nvrtc)
  list(GET CUDAToolkit_INCLUDE_DIRS 0 _rsgpu_cuda_inc) # may list several
  add_library(rsgpu_jit INTERFACE)
  add_library(rsgpu::jit ALIAS rsgpu_jit)
  set_target_properties(rsgpu_jit PROPERTIES EXPORT_NAME jit)
  target_link_libraries(rsgpu_jit INTERFACE rsgpu CUDA::nvrtc CUDA::cudart)
  target_compile_features(rsgpu_jit INTERFACE cxx_std_17)
  target_compile_definitions(rsgpu_jit INTERFACE
    "RSGPU_JIT_INCLUDE_DIR=\"$<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>$<INSTALL_INTERFACE:$<INSTALL_PREFIX>/${CMAKE_INSTALL_INCLUDEDIR}>\""
    "RSGPU_JIT_CCCL_DIR=\"${_rsgpu_cuda_inc}/cccl\""
    "RSGPU_JIT_CUDA_INCLUDE_DIR=\"${_rsgpu_cuda_inc}\"")
  set(RSGPU_HAVE_JIT ON)
else()
  set(RSGPU_HAVE_JIT OFF)
endif()
message(STATUS "rsgpu: JIT runtime (NVRTC) ${RSGPU_HAVE_JIT}")
