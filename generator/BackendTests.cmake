# Tests of rsgpu-gen's back end (tests/generator/backend): analysis
# rejections and acceptances from Rust sources, golden CUDA output, PTX
# compilation of the goldens, and the end-to-end run on the host emulator.
set(RSGPU_BACKEND_TESTS ${PROJECT_SOURCE_DIR}/tests/generator/backend)
find_program(RSGPU_RUSTC rustc HINTS $ENV{HOME}/.cargo/bin /root/.cargo/bin)
find_program(RSGPU_FILECHECK NAMES FileCheck-19 FileCheck
             HINTS ${LLVM_TOOLS_BINARY_DIR} /usr/lib/llvm-19/bin)
find_program(RSGPU_BASH bash REQUIRED)
if(NOT RSGPU_RUSTC OR NOT RSGPU_FILECHECK)
  message(WARNING "rsgpu-gen back end: rustc or FileCheck missing; back-end tests not registered")
  return()
endif()

# The rsgpu rlib the kernels link against; built by generator.rsgpu_rlib
# (Tests.cmake) into this directory.
set(_be_rlibdir ${CMAKE_CURRENT_BINARY_DIR}/rust)
set(_be_work ${CMAKE_CURRENT_BINARY_DIR}/backend)

# ---- S5 / S8 / S9 rejections and acceptances --------------------------------
file(GLOB _be_reject CONFIGURE_DEPENDS ${RSGPU_BACKEND_TESTS}/reject/*.rs)
foreach(_k IN LISTS _be_reject)
  get_filename_component(_n ${_k} NAME_WE)
  # Tests of a safety property start with its number (CONVENTIONS.md).
  set(_prefix "")
  if(_n MATCHES "^RG020")
    set(_prefix S5_)
  elseif(_n MATCHES "^RG02[12]")
    set(_prefix S8_)
  endif()
  add_test(NAME generator.backend.${_prefix}${_n}_rejected
           COMMAND ${RSGPU_BASH} ${RSGPU_BACKEND_TESTS}/scripts/reject.sh ${RSGPU_RUSTC}
                   $<TARGET_FILE:rsgpu-gen> ${_be_rlibdir} ${RSGPU_FILECHECK} ${_k}
                   ${_be_work}/reject)
  set_tests_properties(generator.backend.${_prefix}${_n}_rejected PROPERTIES LABELS unit
                       FIXTURES_REQUIRED rsgpu_rlib)
endforeach()
# Acceptances: FileCheck over the IR of accept/NAME.rs (O0 and O3). S6
# bounds proofs: FileCheck over the CUDA of proofs/NAME.rs at O3.
foreach(_kind accept proofs)
  file(GLOB _be_files CONFIGURE_DEPENDS ${RSGPU_BACKEND_TESTS}/${_kind}/*.rs)
  foreach(_k IN LISTS _be_files)
    get_filename_component(_n ${_k} NAME_WE)
    if(_kind STREQUAL accept)
      set(_t generator.backend.accept.${_n})
      set(_mode accept)
    else()
      set(_t generator.backend.S6_bounds_proof.${_n})
      set(_mode cuda)
    endif()
    add_test(NAME ${_t}
             COMMAND ${RSGPU_BASH} ${RSGPU_BACKEND_TESTS}/scripts/reject.sh ${RSGPU_RUSTC}
                     $<TARGET_FILE:rsgpu-gen> ${_be_rlibdir} ${RSGPU_FILECHECK} ${_k}
                     ${_be_work}/${_kind} ${_mode})
    set_tests_properties(${_t} PROPERTIES LABELS unit FIXTURES_REQUIRED rsgpu_rlib
                         ENVIRONMENT "RSGPU_TEST_CXX=${CMAKE_CXX_COMPILER};RSGPU_TEST_INCLUDE=${PROJECT_SOURCE_DIR}/include")
  endforeach()
endforeach()

# ---- golden CUDA: tests/generator/kernels/NAME.rs at O3 -> golden/NAME.cu ---
set(RSGPU_BACKEND_GOLDEN saxpy vadd int_math float_math stencil histogram reduce_warp
    cluster_ids particles scan matmul_naive reduce_shared matmul_tiled transpose)
# (device_function, shared_neighbour, range_loop, one_write_per_block live in
# accept/: they are not part of the front end's kernel corpus.)
foreach(_n IN LISTS RSGPU_BACKEND_GOLDEN ITEMS device_function shared_neighbour
        range_loop one_write_per_block cas_max int_bits static_lut)
  set(_src ${PROJECT_SOURCE_DIR}/tests/generator/kernels/${_n}.rs)
  if(NOT EXISTS ${_src})
    set(_src ${RSGPU_BACKEND_TESTS}/accept/${_n}.rs)
  endif()
  add_test(NAME generator.backend.golden.${_n}
           COMMAND ${RSGPU_BASH} ${RSGPU_BACKEND_TESTS}/scripts/golden_cu.sh ${RSGPU_RUSTC}
                   $<TARGET_FILE:rsgpu-gen> ${_be_rlibdir}
                   ${_src}
                   ${RSGPU_BACKEND_TESTS}/golden/${_n}.cu ${_be_work}/golden)
  set_tests_properties(generator.backend.golden.${_n} PROPERTIES LABELS unit
                       FIXTURES_REQUIRED rsgpu_rlib)
endforeach()
# The checked-in goldens compile warning-free to PTX (label cuda), all in one
# translation unit per architecture.
if(COMMAND rsgpu_add_ptx_test)
  rsgpu_add_ptx_test(NAME generator.backend.ptx
                     SOURCE ${RSGPU_BACKEND_TESTS}/golden/all_kernels.cu ARCHS 90 80)
  if(RSGPU_HAVE_CUDA)
    add_test(NAME generator.backend.ptx_entries_sm90
             COMMAND ${CMAKE_COMMAND} -DPTX=${CMAKE_CURRENT_BINARY_DIR}/generator.backend.ptx_sm90.ptx
                     -DGOLDEN_DIR=${RSGPU_BACKEND_TESTS}/golden
                     -P ${RSGPU_BACKEND_TESTS}/scripts/ptx_entries.cmake)
    set_tests_properties(generator.backend.ptx_entries_sm90 PROPERTIES LABELS cuda
                         DEPENDS generator.backend.ptx_sm90)
  endif()
endif()

# ---- end to end: rustc -> rsgpu-gen -> g++ + rsgpu::host -> run (label e2e) -
# The kernels are translated at build time, at opt-level 0 (overflow checks)
# and 3, and tests/generator/backend/e2e/driver.cpp runs them on the host
# emulator against C++ transcriptions of the Rust kernels.
if(TARGET rsgpu::host)
  set(_e2e ${CMAKE_CURRENT_BINARY_DIR}/e2e)
  file(GLOB _e2e_rlib_srcs CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/bindings/rust/src/*.rs)
  add_custom_command(
    OUTPUT ${_e2e}/rust/librsgpu.rlib
    COMMAND ${CMAKE_COMMAND} -E env --unset=RUSTFLAGS ${RSGPU_RUSTC} --crate-type=rlib
            --crate-name rsgpu --edition 2021 -C opt-level=2
            ${PROJECT_SOURCE_DIR}/bindings/rust/src/lib.rs --out-dir ${_e2e}/rust
    DEPENDS ${_e2e_rlib_srcs}
    COMMENT "rustc: the rsgpu bindings crate (e2e)")
  set(_kd ${PROJECT_SOURCE_DIR}/tests/generator/kernels)
  set(RSGPU_E2E_KERNELS ${_kd}/saxpy.rs ${_kd}/vadd.rs ${_kd}/stencil.rs ${_kd}/int_math.rs
      ${_kd}/float_math.rs ${RSGPU_BACKEND_TESTS}/accept/block_const.rs
      ${_kd}/histogram.rs ${_kd}/reduce_warp.rs ${_kd}/cluster_ids.rs ${_kd}/particles.rs
      ${_kd}/scan.rs ${RSGPU_BACKEND_TESTS}/accept/device_function.rs
      ${RSGPU_BACKEND_TESTS}/accept/range_loop.rs ${_kd}/matmul_naive.rs
      ${RSGPU_BACKEND_TESTS}/accept/one_write_per_block.rs ${_kd}/reduce_shared.rs
      ${_kd}/matmul_tiled.rs ${_kd}/transpose.rs)
  foreach(_o 0 3)
    set(_cus "")
    foreach(_k IN LISTS RSGPU_E2E_KERNELS)
      get_filename_component(_n ${_k} NAME_WE)
      set(_mir ${_e2e}/O${_o}/${_n}.mir)
      set(_cu ${_e2e}/O${_o}/${_n}.cu)
      add_custom_command(
        OUTPUT ${_cu}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${_e2e}/O${_o}
        COMMAND ${CMAKE_COMMAND} -E env --unset=RUSTFLAGS ${RSGPU_RUSTC} --emit=mir
                --crate-type=lib -C opt-level=${_o} --edition 2021
                --extern rsgpu=${_e2e}/rust/librsgpu.rlib -L ${_e2e}/rust ${_k} -o ${_mir}
        COMMAND $<TARGET_FILE:rsgpu-gen> translate ${_mir} -o ${_cu}
        DEPENDS ${_k} ${_e2e}/rust/librsgpu.rlib rsgpu-gen
        COMMENT "rustc --emit=mir + rsgpu-gen translate: ${_n} (O${_o})")
      list(APPEND _cus ${_cu})
    endforeach()
    add_executable(rsgpu_gen_e2e_O${_o} ${RSGPU_BACKEND_TESTS}/e2e/driver.cpp
                   ${RSGPU_BACKEND_TESTS}/e2e/more_kernels.cpp
                   ${RSGPU_BACKEND_TESTS}/e2e/obligations.cpp ${_cus})
    set_source_files_properties(${_cus} PROPERTIES HEADER_FILE_ONLY ON)
    target_include_directories(rsgpu_gen_e2e_O${_o} PRIVATE ${_e2e}/O${_o})
    # The S6 variant tests expect the proven variants of the O3 translation.
    target_compile_definitions(rsgpu_gen_e2e_O${_o} PRIVATE RSGPU_GEN_E2E_OPT=${_o})
    target_link_libraries(rsgpu_gen_e2e_O${_o} PRIVATE rsgpu::host)
    target_compile_options(rsgpu_gen_e2e_O${_o} PRIVATE -Wall -Wextra -Werror)
    set(_args "")
    if(_o EQUAL 0)
      set(_args --overflow-checks)
    endif()
    add_test(NAME generator.backend.e2e.O${_o} COMMAND rsgpu_gen_e2e_O${_o} ${_args})
    set_tests_properties(generator.backend.e2e.O${_o} PROPERTIES LABELS e2e TIMEOUT 120)
  endforeach()
  # Each launch obligation of the S5/S8 proofs, refused on the host
  # (e2e/obligations.cpp; the kernels at opt-level 3).
  foreach(_t S5_launch_2d_grid_for_1d_proof_refused
             S5_launch_2d_block_for_1d_proof_refused
             S5_launch_over_2pow32_threads_refused
             S5_launch_two_blocks_for_single_block_proof_refused
             S5_launch_block_over_index_constant_refused
             S5_launch_grid_times_index_constant_over_2pow32_refused
             S5_launch_3d_for_row_major_proof_refused
             S5_launch_rows_times_width_over_2pow64_refused
             S5_launch_block_over_row_major_tile_refused
             S8_launch_2d_block_for_shared_proof_refused
             S8_launch_block_over_tile_columns_refused
             S9_launch_partial_warp_for_warp_collectives_refused
             S6_launch_empty_lease_for_atomic_reference_refused
             S6_proven_variant_runs_when_lengths_fit
             S6_checked_kernel_runs_when_a_buffer_is_short
             S6_proven_variant_needs_its_predicate
             S5_launch_fitting_shapes_accepted)
    add_test(NAME generator.backend.${_t} COMMAND rsgpu_gen_e2e_O3 --obligation ${_t})
    set_tests_properties(generator.backend.${_t} PROPERTIES LABELS "e2e;unit" TIMEOUT 60)
  endforeach()
endif()

# ---- what the analyses say about every kernel of tests/generator/kernels ----
add_test(NAME generator.backend.kernels_status
         COMMAND ${RSGPU_BASH} ${RSGPU_BACKEND_TESTS}/scripts/kernels_status.sh ${RSGPU_RUSTC}
                 $<TARGET_FILE:rsgpu-gen> ${_be_rlibdir} ${PROJECT_SOURCE_DIR}/tests/generator/kernels
                 ${RSGPU_BACKEND_TESTS}/kernels_status.txt ${_be_work}/status)
set_tests_properties(generator.backend.kernels_status PROPERTIES LABELS unit
                     FIXTURES_REQUIRED rsgpu_rlib)

# ---- the `translate` command line: I/O errors, --emit=ir -------------------
add_test(NAME generator.backend.translate_cli
         COMMAND ${RSGPU_BASH} ${RSGPU_BACKEND_TESTS}/scripts/translate_cli.sh ${RSGPU_RUSTC}
                 $<TARGET_FILE:rsgpu-gen> ${_be_rlibdir}
                 ${PROJECT_SOURCE_DIR}/tests/generator/kernels/saxpy.rs ${_be_work}/cli)
set_tests_properties(generator.backend.translate_cli PROPERTIES LABELS unit
                     FIXTURES_REQUIRED rsgpu_rlib)
