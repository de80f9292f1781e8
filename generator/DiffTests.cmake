# Differential tests of rsgpu-gen (docs/generator/e2e.md): each kernel runs
#   - natively: the .rs compiled by rustc against the `host` bindings, launched
#     by tests/generator/backend/diff/cases/NAME.rs (the reference), and
#   - translated: rustc --emit=mir (O0 with overflow checks, and O3) ->
#     rsgpu-gen translate -> host C++ compiler + rsgpu::host -> emulator,
# on the same inputs; every buffer must be bit-identical.
#
# Adding a kernel: one entry here, plus cases/NAME.rs (its launches and
# inputs). NAME.rs is looked up in tests/generator/kernels, then in
# tests/generator/backend/accept.
set(RSGPU_DIFF_KERNELS saxpy vadd stencil int_math float_math block_const histogram reduce_warp
    particles scan cluster_ids range_loop shared_neighbour device_function matmul_naive
    one_write_per_block reduce_shared matmul_tiled transpose uniform_barrier cas_max int_bits static_lut
    shared_unwritten signed_match precision_mix)

if(NOT RSGPU_BUILD_TESTS)
  return()
endif()
set(_df_src ${PROJECT_SOURCE_DIR}/tests/generator/backend/diff)
find_program(RSGPU_RUSTC rustc HINTS $ENV{HOME}/.cargo/bin /root/.cargo/bin)
find_program(RSGPU_BASH bash REQUIRED)
if(NOT RSGPU_RUSTC OR NOT TARGET rsgpu::host)
  message(WARNING "rsgpu-gen differential tests need rustc and the host backend; not registered")
  return()
endif()

set(_df ${CMAKE_CURRENT_BINARY_DIR}/diff)
file(GLOB _df_rlib_srcs CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/bindings/rust/src/*.rs)
set(_df_rustc ${CMAKE_COMMAND} -E env --unset=RUSTFLAGS ${RSGPU_RUSTC} --edition 2021)

# The bindings twice: as rsgpu-gen reads them (device: MIR only) and with the
# `host` feature (threads on the CPU), plus the reference runtime rt/diff.rs.
add_custom_command(
  OUTPUT ${_df}/dev/librsgpu.rlib
  COMMAND ${_df_rustc} --crate-type=rlib --crate-name rsgpu -C opt-level=2
          ${PROJECT_SOURCE_DIR}/bindings/rust/src/lib.rs --out-dir ${_df}/dev
  DEPENDS ${_df_rlib_srcs}
  COMMENT "rustc: rsgpu bindings (device, for MIR)" VERBATIM)
add_custom_command(
  OUTPUT ${_df}/host/librsgpu.rlib ${_df}/host/libdiff.rlib
  COMMAND ${_df_rustc} --crate-type=rlib --crate-name rsgpu -C opt-level=2
          --cfg "feature=\"host\"" ${PROJECT_SOURCE_DIR}/bindings/rust/src/lib.rs
          --out-dir ${_df}/host
  COMMAND ${_df_rustc} --crate-type=rlib --crate-name diff -C opt-level=2
          ${_df_src}/rt/diff.rs --extern rsgpu=${_df}/host/librsgpu.rlib --out-dir ${_df}/host
  DEPENDS ${_df_rlib_srcs} ${_df_src}/rt/diff.rs
  COMMENT "rustc: rsgpu bindings (host feature) and the diff reference runtime" VERBATIM)

set(_df_refs "")
set(_df_inc_head "")
set(_df_inc_list "")
foreach(_n IN LISTS RSGPU_DIFF_KERNELS)
  set(_k ${PROJECT_SOURCE_DIR}/tests/generator/kernels/${_n}.rs)
  if(NOT EXISTS ${_k})
    set(_k ${PROJECT_SOURCE_DIR}/tests/generator/backend/accept/${_n}.rs)
  endif()
  if(NOT EXISTS ${_k} OR NOT EXISTS ${_df_src}/cases/${_n}.rs)
    message(FATAL_ERROR "RSGPU_DIFF_KERNELS: ${_n} needs kernels/${_n}.rs (or backend/accept/) "
                        "and tests/generator/backend/diff/cases/${_n}.rs")
  endif()
  # The reference: the kernel crate natively (overflow checks on, so a case
  # that overflows fails here instead of comparing wrapped values), and its
  # case runner.
  add_custom_command(
    OUTPUT ${_df}/${_n}/ref_${_n}
    COMMAND ${_df_rustc} --crate-type=rlib --crate-name kernel -C opt-level=2
            -C overflow-checks=on ${_k} --extern rsgpu=${_df}/host/librsgpu.rlib
            -o ${_df}/${_n}/libkernel.rlib
    COMMAND ${_df_rustc} -C opt-level=2 ${_df_src}/cases/${_n}.rs
            --extern diff=${_df}/host/libdiff.rlib --extern kernel=${_df}/${_n}/libkernel.rlib
            --extern rsgpu=${_df}/host/librsgpu.rlib
            -L dependency=${_df}/host -o ${_df}/${_n}/ref_${_n}
    DEPENDS ${_k} ${_df_src}/cases/${_n}.rs ${_df}/host/libdiff.rlib
    COMMENT "rustc: native reference for ${_n}" VERBATIM)
  list(APPEND _df_refs ${_df}/${_n}/ref_${_n})
  string(APPEND _df_inc_head "#include \"${_n}.cu\"\n")
  string(APPEND _df_inc_list "RSGPU_DIFF_KERNEL(${_n})\n")
endforeach()
add_custom_target(rsgpu_diff_refs ALL DEPENDS ${_df_refs})

# The translated side, at O0 (overflow checks) and O3: one driver per level.
foreach(_o 0 3)
  set(_cus "")
  foreach(_n IN LISTS RSGPU_DIFF_KERNELS)
    set(_k ${PROJECT_SOURCE_DIR}/tests/generator/kernels/${_n}.rs)
    if(NOT EXISTS ${_k})
      set(_k ${PROJECT_SOURCE_DIR}/tests/generator/backend/accept/${_n}.rs)
    endif()
    set(_cu ${_df}/O${_o}/${_n}.cu)
    add_custom_command(
      OUTPUT ${_cu}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${_df}/O${_o}
      COMMAND ${_df_rustc} --emit=mir --crate-type=lib -C opt-level=${_o}
              --extern rsgpu=${_df}/dev/librsgpu.rlib -L ${_df}/dev ${_k} -o ${_df}/O${_o}/${_n}.mir
      COMMAND $<TARGET_FILE:rsgpu-gen> translate ${_df}/O${_o}/${_n}.mir -o ${_cu}
      DEPENDS ${_k} ${_df}/dev/librsgpu.rlib rsgpu-gen
      COMMENT "rustc --emit=mir + rsgpu-gen translate: ${_n} (diff, O${_o})" VERBATIM)
    list(APPEND _cus ${_cu})
  endforeach()
  # The kernels' .cu files, then (second inclusion) the dispatch list.
  file(CONFIGURE OUTPUT ${_df}/O${_o}/diff_kernels.inc
       CONTENT "// Written by generator/DiffTests.cmake.\n#ifndef RSGPU_DIFF_KERNEL\n${_df_inc_head}#else\n${_df_inc_list}#endif\n")
  add_executable(rsgpu_diff_O${_o} ${_df_src}/driver.cpp ${_cus})
  set_source_files_properties(${_cus} PROPERTIES HEADER_FILE_ONLY ON)
  target_include_directories(rsgpu_diff_O${_o} PRIVATE ${_df}/O${_o})
  target_link_libraries(rsgpu_diff_O${_o} PRIVATE rsgpu::host)
  target_compile_options(rsgpu_diff_O${_o} PRIVATE -Wall -Wextra -Werror)
endforeach()

foreach(_n IN LISTS RSGPU_DIFF_KERNELS)
  add_test(NAME generator.backend.diff.${_n}
           COMMAND ${RSGPU_BASH} ${_df_src}/run.sh ${_n} ${_df}/${_n}/ref_${_n}
                   $<TARGET_FILE:rsgpu_diff_O0> $<TARGET_FILE:rsgpu_diff_O3> ${_df}/${_n})
  set_tests_properties(generator.backend.diff.${_n} PROPERTIES LABELS e2e TIMEOUT 300)
endforeach()
# The comparison is not vacuous: a flipped bit and a truncated reference fail.
add_test(NAME generator.backend.diff.harness_detects_mismatch
         COMMAND ${RSGPU_BASH} ${_df_src}/selftest.sh ${_df}/saxpy/ref_saxpy
                 $<TARGET_FILE:rsgpu_diff_O3> ${_df}/selftest)
set_tests_properties(generator.backend.diff.harness_detects_mismatch PROPERTIES LABELS e2e)

# The main job's Rust pipeline (scripts/demo parts 2 and 3) with this build's
# rsgpu-gen: translate, build, run against rustc's reference, and the
# rejected racy kernel.
add_test(NAME generator.demo.rust_pipeline
         COMMAND ${CMAKE_COMMAND} -E env RSGPU_GEN=$<TARGET_FILE:rsgpu-gen>
                 RSGPU_DEMO_OUT=${_df}/demo ${RSGPU_BASH} ${PROJECT_SOURCE_DIR}/scripts/demo --rust-only)
set_tests_properties(generator.demo.rust_pipeline PROPERTIES LABELS e2e TIMEOUT 600
                     PASS_REGULAR_EXPRESSION "PASS: .*REJECTED as expected")
