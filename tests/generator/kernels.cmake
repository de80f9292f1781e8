# The one list of the Rust kernels the generator's end-to-end suites run, and
# which suites run each (included by tests/CMakeLists.txt). NAME.rs lives in
# tests/generator/kernels/ (the front end's corpus, golden IR of every one) or
# in tests/generator/backend/accept/.
#   golden  tests/generator/backend/golden/NAME.cu: `translate` at O3
#   e2e     tests/generator/backend/e2e: C++ transcriptions, O0 and O3, emulator
#   diff    tests/generator/backend/diff: against rustc natively (needs
#           backend/diff/cases/NAME.rs)
#   verify  tests/checker/verify: `translate --verify` at O0 and O3 (every
#           other translatable kernel is verified by one test per level)
# Sets RSGPU_GEN_KERNELS_<SUITE> (paths) and RSGPU_GEN_KERNEL_NAMES_<SUITE>.
include_guard(GLOBAL)
function(rsgpu_gen_kernel name)
  set(_src ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/kernels/${name}.rs)
  if(NOT EXISTS ${_src})
    set(_src ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/backend/accept/${name}.rs)
  endif()
  if(NOT EXISTS ${_src})
    message(FATAL_ERROR "tests/generator/kernels.cmake: no ${name}.rs in kernels/ or backend/accept/")
  endif()
  foreach(_suite IN LISTS ARGN)
    string(TOUPPER ${_suite} _s)
    set(RSGPU_GEN_KERNELS_${_s} ${RSGPU_GEN_KERNELS_${_s}} ${_src} PARENT_SCOPE)
    set(RSGPU_GEN_KERNEL_NAMES_${_s} ${RSGPU_GEN_KERNEL_NAMES_${_s}} ${name} PARENT_SCOPE)
  endforeach()
endfunction()

rsgpu_gen_kernel(saxpy               golden e2e diff verify)
rsgpu_gen_kernel(vadd                golden e2e diff verify)
rsgpu_gen_kernel(int_math            golden e2e diff verify)
rsgpu_gen_kernel(float_math          golden e2e diff verify)
rsgpu_gen_kernel(stencil             golden e2e diff verify)
rsgpu_gen_kernel(block_const                e2e diff verify)
rsgpu_gen_kernel(histogram           golden e2e diff)
rsgpu_gen_kernel(reduce_warp         golden e2e diff)
rsgpu_gen_kernel(cluster_ids         golden e2e diff)
rsgpu_gen_kernel(particles           golden e2e diff)
rsgpu_gen_kernel(scan                golden e2e diff)
rsgpu_gen_kernel(matmul_naive        golden e2e diff)
rsgpu_gen_kernel(reduce_shared       golden e2e diff)
rsgpu_gen_kernel(matmul_tiled        golden e2e diff)
rsgpu_gen_kernel(transpose           golden e2e diff)
rsgpu_gen_kernel(device_function     golden e2e diff)
rsgpu_gen_kernel(range_loop          golden e2e diff)
rsgpu_gen_kernel(one_write_per_block golden e2e diff)
rsgpu_gen_kernel(shared_neighbour    golden     diff)
rsgpu_gen_kernel(cas_max             golden     diff)
rsgpu_gen_kernel(int_bits            golden     diff)
rsgpu_gen_kernel(static_lut          golden     diff)
rsgpu_gen_kernel(shared_unwritten               diff)
rsgpu_gen_kernel(signed_match                   diff)
rsgpu_gen_kernel(precision_mix                  diff)
rsgpu_gen_kernel(uniform_barrier                diff)
