# rsgpu-gen's back end (issue 6): the safety analyses (analysis/) and the CUDA
# emitter (emit/), linked into rsgpu-gen (`translate`), and their tests.
# Included from generator/CMakeLists.txt after the front end.
add_library(rsgpu_gen_backend STATIC
  analysis/ThreadValues.cpp
  analysis/WriteUniqueness.cpp
  analysis/BarrierUniformity.cpp
  analysis/SharedPhases.cpp
  analysis/Index2D.cpp
  analysis/BoundsProofs.cpp
  emit/Emitter.cpp
  emit/Structs.cpp
  emit/Translate.cpp
)
target_link_libraries(rsgpu_gen_backend PUBLIC rsgpu_gen_frontend)
target_link_libraries(rsgpu-gen PRIVATE rsgpu_gen_backend)

if(RSGPU_BUILD_TESTS)
  include(${CMAKE_CURRENT_SOURCE_DIR}/BackendTests.cmake)
endif()
