# Every Rust kernel of the golden files must have its __global__ entry in the
# PTX of all_kernels.cu: a generated file whose kernels nvcc never
# instantiates compiles cleanly yet cannot be launched on a GPU.
#   cmake -DPTX=all.ptx -DGOLDEN_DIR=dir -P ptx_entries.cmake
file(READ ${PTX} ptx)
string(REGEX MATCHALL "\\.entry [A-Za-z0-9_]+" entries "${ptx}")
list(LENGTH entries have)
file(GLOB goldens ${GOLDEN_DIR}/*.cu)
set(want 0)
foreach(g IN LISTS goldens)
  file(STRINGS ${g} kernels REGEX "^/// Rust kernel `")
  list(LENGTH kernels n)
  math(EXPR want "${want} + ${n}")
endforeach()
if(want EQUAL 0 OR NOT have EQUAL want)
  message(FATAL_ERROR "${PTX}: ${have} kernel entries, but the goldens define ${want} Rust kernels")
endif()
message(STATUS "${have} kernel entries for ${want} Rust kernels")
