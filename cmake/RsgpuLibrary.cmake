# The header-only library: rsgpu::rsgpu (C++17 minimum for users), and
# rsgpu::host, what the host emulation backend links (fibers, threads).
find_package(CCCL 3 CONFIG REQUIRED
  HINTS ${CUDAToolkit_LIBRARY_DIR}/cmake /usr/local/cuda/lib/cmake /usr/local/cuda/lib64/cmake)
find_package(Threads REQUIRED)
find_package(Boost 1.74 REQUIRED COMPONENTS context)

add_library(rsgpu INTERFACE)
add_library(rsgpu::rsgpu ALIAS rsgpu)
target_include_directories(rsgpu INTERFACE
  $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
target_compile_features(rsgpu INTERFACE cxx_std_17)
# CCCL's targets are aliases of non-exportable ones: link them in the build
# tree here and again from rsgpuConfig.cmake after find_dependency(CCCL).
target_link_libraries(rsgpu INTERFACE
  $<BUILD_INTERFACE:CCCL::libcudacxx> $<BUILD_INTERFACE:CCCL::CUB>)
# cooperative_groups and the runtime for translation units nvcc compiles.
target_link_libraries(rsgpu INTERFACE $<$<LINK_LANGUAGE:CUDA>:CUDA::cudart>)
target_compile_options(rsgpu INTERFACE
  $<$<COMPILE_LANGUAGE:CUDA>:--expt-relaxed-constexpr>)

add_library(rsgpu_host INTERFACE)
add_library(rsgpu::host ALIAS rsgpu_host)
set_target_properties(rsgpu_host PROPERTIES EXPORT_NAME host)
target_link_libraries(rsgpu_host INTERFACE rsgpu Boost::context Threads::Threads)
# The emulator switches GPU threads with a context switch of its own on
# x86-64 (backend/host/fiber_switch.hpp) and with Boost.Context elsewhere;
# ON: Boost.Context everywhere (the tests build that fallback either way).
option(RSGPU_EMU_BOOST_CONTEXT
  "Host emulator: switch GPU threads with Boost.Context instead of its own x86-64 switch" OFF)
if(RSGPU_EMU_BOOST_CONTEXT)
  target_compile_definitions(rsgpu_host INTERFACE RSGPU_EMU_BOOST_CONTEXT=1)
endif()
