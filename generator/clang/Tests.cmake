# Tests of the checker (label `checker`): every tests/checker/*.cpp is run
# through rsgpu-check and FileCheck-19 against its own CHECK lines; every
# examples/*/*.cpp must check clean.
find_program(RSGPU_CHECK_FILECHECK NAMES FileCheck-19 FileCheck
             HINTS ${LLVM_TOOLS_BINARY_DIR} /usr/lib/llvm-19/bin REQUIRED)
set(_checker_tests ${PROJECT_SOURCE_DIR}/tests/checker)

file(GLOB _checker_cases CONFIGURE_DEPENDS ${_checker_tests}/*.cpp ${_checker_tests}/*.cu)
foreach(_f IN LISTS _checker_cases)
  get_filename_component(_n ${_f} NAME_WE)
  add_test(NAME checker.${_n}
           COMMAND ${CMAKE_COMMAND}
             -DCHECKER=$<TARGET_FILE:rsgpu-check> -DFILECHECK=${RSGPU_CHECK_FILECHECK}
             -DSOURCE=${_f} -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR}/tests
             -P ${_checker_tests}/run_case.cmake)
  set_tests_properties(checker.${_n} PROPERTIES LABELS checker TIMEOUT 120)
endforeach()

# Every example checks clean (they are written by others as we go: globbed at
# configure time).
file(GLOB _checker_examples CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/examples/*/*.cpp)
foreach(_f IN LISTS _checker_examples)
  get_filename_component(_n ${_f} NAME_WE)
  add_test(NAME checker.examples_clean.${_n}
           COMMAND rsgpu-check --deny-warnings ${_f})
  set_tests_properties(checker.examples_clean.${_n} PROPERTIES LABELS checker TIMEOUT 120)
endforeach()

# The library API (checkBuffer's callback, check_main's exit codes).
add_executable(rsgpu_check_api_test ${_checker_tests}/api/check_buffer_test.cpp)
target_link_libraries(rsgpu_check_api_test PRIVATE rsgpu_clang_check)
add_test(NAME checker.api_check_buffer COMMAND rsgpu_check_api_test)
set_tests_properties(checker.api_check_buffer PROPERTIES LABELS checker TIMEOUT 120)

# `rsgpu-gen check` is the same checker: clean file -> 0, flagged file -> 1.
add_test(NAME checker.rsgpu_gen_check_clean
         COMMAND rsgpu-gen check --deny-warnings ${PROJECT_SOURCE_DIR}/examples/saxpy/saxpy.cpp)
add_test(NAME checker.S13_rsgpu_gen_check_flags_use_after_move
         COMMAND rsgpu-gen check ${_checker_tests}/S13_lease_reused_after_launch.cpp)
set_tests_properties(checker.rsgpu_gen_check_clean PROPERTIES LABELS checker TIMEOUT 120)
set_tests_properties(checker.S13_rsgpu_gen_check_flags_use_after_move PROPERTIES
  LABELS checker TIMEOUT 120 WILL_FAIL TRUE)

# ---- verification of generated code (`rsgpu-gen translate --verify`) --------
# Every kernel the generator's tests emit (the golden kernels and the e2e
# kernels, at the e2e's opt-levels 0 and 3) verifies clean, and a corrupted
# emission is an internal error located at the kernel's MIR line. Needs rustc
# and the bindings rlib of generator/Tests.cmake (fixture rsgpu_rlib).
if(RSGPU_RUSTC AND TARGET rsgpu-gen AND TARGET rsgpu_gen_verify)
  set(_verify_sh ${_checker_tests}/verify/verify_generated.sh)
  set(_verify_rlib ${PROJECT_BINARY_DIR}/generator/rust)
  set(_verify_work ${CMAKE_CURRENT_BINARY_DIR}/verify)
  set(_kd ${PROJECT_SOURCE_DIR}/tests/generator/kernels)
  # The e2e list of generator/BackendTests.cmake (RSGPU_E2E_KERNELS).
  set(_verify_kernels ${_kd}/saxpy.rs ${_kd}/vadd.rs ${_kd}/stencil.rs ${_kd}/int_math.rs
      ${_kd}/float_math.rs ${PROJECT_SOURCE_DIR}/tests/generator/backend/accept/block_const.rs)
  foreach(_k IN LISTS _verify_kernels)
    get_filename_component(_n ${_k} NAME_WE)
    foreach(_o 0 3)
      add_test(NAME checker.verify_generated.${_n}.O${_o}
               COMMAND ${RSGPU_BASH} ${_verify_sh} ${RSGPU_RUSTC} $<TARGET_FILE:rsgpu-gen>
                       ${_verify_rlib} ${_k} ${_o} ${_verify_work})
      set_tests_properties(checker.verify_generated.${_n}.O${_o} PROPERTIES
        LABELS checker TIMEOUT 180 FIXTURES_REQUIRED rsgpu_rlib)
    endforeach()
  endforeach()
  # Every other kernel of tests/generator/kernels and backend/accept that the
  # generator translates verifies clean too (those it rejects are listed).
  file(GLOB _verify_more CONFIGURE_DEPENDS ${_kd}/*.rs
       ${PROJECT_SOURCE_DIR}/tests/generator/backend/accept/*.rs)
  foreach(_o 0 3)
    add_test(NAME checker.verify_generated_every_translatable_kernel.O${_o}
             COMMAND ${RSGPU_BASH} ${_checker_tests}/verify/verify_all.sh ${RSGPU_RUSTC}
                     $<TARGET_FILE:rsgpu-gen> ${_verify_rlib} ${_o} ${_verify_work}/all
                     saxpy,vadd,stencil,int_math,float_math,block_const ${_verify_more})
    set_tests_properties(checker.verify_generated_every_translatable_kernel.O${_o} PROPERTIES
      LABELS checker TIMEOUT 300 FIXTURES_REQUIRED rsgpu_rlib)
  endforeach()
  add_test(NAME checker.S8_verify_catches_raw_syncthreads_in_generated_code
           COMMAND ${RSGPU_BASH} ${_verify_sh} ${RSGPU_RUSTC} $<TARGET_FILE:rsgpu-gen>
                   ${_verify_rlib} ${_kd}/saxpy.rs 3 ${_verify_work} raw-sync)
  add_test(NAME checker.S13_verify_catches_use_after_move_in_generated_code
           COMMAND ${RSGPU_BASH} ${_verify_sh} ${RSGPU_RUSTC} $<TARGET_FILE:rsgpu-gen>
                   ${_verify_rlib} ${_kd}/stencil.rs 0 ${_verify_work} use-after-move)
  add_test(NAME checker.S9_verify_locates_raw_shuffle_at_its_mir_statement
           COMMAND ${RSGPU_BASH} ${_verify_sh} ${RSGPU_RUSTC} $<TARGET_FILE:rsgpu-gen>
                   ${_verify_rlib} ${_kd}/reduce_warp.rs 3 ${_verify_work} raw-shfl)
  set_tests_properties(checker.S8_verify_catches_raw_syncthreads_in_generated_code
                       checker.S9_verify_locates_raw_shuffle_at_its_mir_statement
                       checker.S13_verify_catches_use_after_move_in_generated_code
                       PROPERTIES LABELS checker TIMEOUT 180 FIXTURES_REQUIRED rsgpu_rlib)
endif()
# The checked-in golden CUDA files (one TU including them all) check clean.
add_test(NAME checker.golden_cuda_clean
         COMMAND rsgpu-check --deny-warnings
                 ${PROJECT_SOURCE_DIR}/tests/generator/backend/golden/all_kernels.cu)
set_tests_properties(checker.golden_cuda_clean PROPERTIES LABELS checker TIMEOUT 120)

# ---- the Rust bindings crate and rsgpu's C++ in step ------------------------
# rustc --emit=mir on bindings/rust (macros expanded), then every function
# against tests/checker/bindings/manifest.txt, the call table and, through
# Clang, rsgpu's headers (generator/clang/tools/bindings-sync.cpp).
if(RSGPU_RUSTC AND TARGET rsgpu_gen_frontend)
  add_executable(rsgpu-bindings-sync tools/bindings-sync.cpp)
  target_link_libraries(rsgpu-bindings-sync PRIVATE rsgpu_clang_check rsgpu_gen_frontend)
  set(_sync ${_checker_tests}/bindings)
  add_test(NAME checker.bindings_sync
           COMMAND ${RSGPU_BASH} ${_sync}/run.sh ${RSGPU_RUSTC}
                   $<TARGET_FILE:rsgpu-bindings-sync> ${_sync}/manifest.txt
                   ${CMAKE_CURRENT_BINARY_DIR}/sync)
  # An extra intrinsic on the Rust side only, and a manifest entry whose C++
  # counterpart has the wrong type or does not exist: each must fail.
  foreach(_case rust_only_intrinsic cxx_type_mismatch cxx_missing)
    add_test(NAME checker.bindings_sync_detects_${_case}
             COMMAND ${RSGPU_BASH} ${_sync}/run.sh ${RSGPU_RUSTC}
                     $<TARGET_FILE:rsgpu-bindings-sync> ${_sync}/manifest.txt
                     ${CMAKE_CURRENT_BINARY_DIR}/sync ${_case})
  endforeach()
  set_tests_properties(checker.bindings_sync checker.bindings_sync_detects_rust_only_intrinsic
                       checker.bindings_sync_detects_cxx_type_mismatch
                       checker.bindings_sync_detects_cxx_missing
                       PROPERTIES LABELS checker TIMEOUT 180)
endif()
