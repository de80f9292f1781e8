# Tests of rsgpu-gen's front end and of the Rust bindings crate. Included from
# generator/CMakeLists.txt when RSGPU_BUILD_TESTS is on; every test carries a
# label from CONVENTIONS.md (unit, corpus, fuzz).
set(RSGPU_GEN_TESTS ${PROJECT_SOURCE_DIR}/tests/generator)
set(RSGPU_MIR_CORPUS_DIR "${PROJECT_SOURCE_DIR}/../shared/mir-corpus" CACHE PATH
    "rustc MIR corpus for the parser robustness test (label corpus)")

find_program(RSGPU_RUSTC rustc HINTS $ENV{HOME}/.cargo/bin /root/.cargo/bin)
find_program(RSGPU_CARGO cargo HINTS $ENV{HOME}/.cargo/bin /root/.cargo/bin)
find_program(RSGPU_FILECHECK NAMES FileCheck-19 FileCheck
             HINTS ${LLVM_TOOLS_BINARY_DIR} /usr/lib/llvm-19/bin)
find_program(RSGPU_BASH bash REQUIRED)

# ---- Catch2 unit tests of lexer, parser, IR and diagnostics -----------------
find_package(Catch2 2 REQUIRED)
include(Catch)
file(GLOB _gen_unit_srcs CONFIGURE_DEPENDS ${RSGPU_GEN_TESTS}/unit/*.cpp)
add_executable(rsgpu_gen_unit_tests ${_gen_unit_srcs})
target_link_libraries(rsgpu_gen_unit_tests PRIVATE rsgpu_gen_frontend Catch2::Catch2)
# -w NoTests: a test name the filter does not match fails instead of passing.
catch_discover_tests(rsgpu_gen_unit_tests TEST_PREFIX "generator.unit."
                     EXTRA_ARGS -w NoTests PROPERTIES LABELS unit)

# ---- CLI behaviour ----------------------------------------------------------
add_test(NAME generator.cli
         COMMAND ${RSGPU_BASH} ${RSGPU_GEN_TESTS}/scripts/cli.sh $<TARGET_FILE:rsgpu-gen>
                 ${CMAKE_CURRENT_BINARY_DIR}/cli)
set_tests_properties(generator.cli PROPERTIES LABELS unit)

# ---- one test per error code: tests/generator/diag/RGxxxx_*.mir -------------
file(GLOB _diag_files CONFIGURE_DEPENDS ${RSGPU_GEN_TESTS}/diag/*.mir)
foreach(_f IN LISTS _diag_files)
  get_filename_component(_n ${_f} NAME_WE)
  set(_args "")
  file(STRINGS ${_f} _argline REGEX "^// ARGS:")
  if(_argline)
    string(REGEX REPLACE "^// ARGS: *" "" _args "${_argline}")
    separate_arguments(_args)
  endif()
  add_test(NAME generator.diag.${_n}
           COMMAND ${RSGPU_BASH} ${RSGPU_GEN_TESTS}/scripts/diag.sh $<TARGET_FILE:rsgpu-gen>
                   ${RSGPU_FILECHECK} ${_f} ${_args})
  set_tests_properties(generator.diag.${_n} PROPERTIES LABELS unit)
endforeach()

# ---- kernels: rustc --emit=mir at test time, IR compared with goldens -------
if(RSGPU_RUSTC)
  set(_rlibdir ${CMAKE_CURRENT_BINARY_DIR}/rust)
  add_test(NAME generator.rsgpu_rlib
           COMMAND ${CMAKE_COMMAND} -E env --unset=RUSTFLAGS
                   ${RSGPU_RUSTC} --crate-type=rlib --crate-name rsgpu --edition 2021
                   -C opt-level=2 ${PROJECT_SOURCE_DIR}/bindings/rust/src/lib.rs
                   --out-dir ${_rlibdir})
  set_tests_properties(generator.rsgpu_rlib PROPERTIES LABELS unit
                       FIXTURES_SETUP rsgpu_rlib)
  file(GLOB _kernels CONFIGURE_DEPENDS ${RSGPU_GEN_TESTS}/kernels/*.rs)
  foreach(_k IN LISTS _kernels)
    get_filename_component(_n ${_k} NAME_WE)
    foreach(_o 0 3)
      add_test(NAME generator.golden.${_n}.O${_o}
               COMMAND ${RSGPU_BASH} ${RSGPU_GEN_TESTS}/scripts/golden.sh ${RSGPU_RUSTC}
                       $<TARGET_FILE:rsgpu-gen> ${_rlibdir} ${_k} ${_o}
                       ${RSGPU_GEN_TESTS}/golden/${_n}.O${_o}.ir
                       ${CMAKE_CURRENT_BINARY_DIR}/mir)
      set_tests_properties(generator.golden.${_n}.O${_o} PROPERTIES LABELS unit
                           FIXTURES_REQUIRED rsgpu_rlib)
    endforeach()
    # Other dialects: O1/O2, panic=abort, overflow checks on at O3.
    set(_i 0)
    foreach(_flags "-C;opt-level=1" "-C;opt-level=2;-C;panic=abort"
                   "-C;overflow-checks=on;-C;panic=abort")
      math(EXPR _i "${_i} + 1")
      add_test(NAME generator.dialect.${_n}.${_i}
               COMMAND ${RSGPU_BASH} ${RSGPU_GEN_TESTS}/scripts/golden.sh ${RSGPU_RUSTC}
                       $<TARGET_FILE:rsgpu-gen> ${_rlibdir} ${_k} 3 -
                       ${CMAKE_CURRENT_BINARY_DIR}/mir ${_flags})
      set_tests_properties(generator.dialect.${_n}.${_i} PROPERTIES LABELS unit
                           FIXTURES_REQUIRED rsgpu_rlib)
    endforeach()
  endforeach()
else()
  message(WARNING "rsgpu-gen: rustc not found; kernel golden tests are not registered")
endif()

# ---- the bindings crate: cargo test --offline -------------------------------
if(RSGPU_CARGO)
  add_test(NAME generator.bindings.cargo_test
           COMMAND ${CMAKE_COMMAND} -E env
                   CARGO_TARGET_DIR=${CMAKE_CURRENT_BINARY_DIR}/cargo-target
                   ${RSGPU_CARGO} test --offline --quiet
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}/bindings/rust)
  set_tests_properties(generator.bindings.cargo_test PROPERTIES LABELS unit)
endif()

# ---- parser robustness over rustc's own MIR dumps ---------------------------
add_test(NAME generator.corpus
         COMMAND ${RSGPU_BASH} ${PROJECT_SOURCE_DIR}/tests/corpus/run_corpus.sh
                 $<TARGET_FILE:rsgpu-gen> ${RSGPU_MIR_CORPUS_DIR}
                 ${PROJECT_SOURCE_DIR}/tests/corpus/expected_rejections.txt)
set_tests_properties(generator.corpus PROPERTIES LABELS corpus SKIP_RETURN_CODE 77
                     TIMEOUT 600)

include(${CMAKE_CURRENT_SOURCE_DIR}/fuzz/FuzzSmoke.cmake)
include(${CMAKE_CURRENT_SOURCE_DIR}/fuzz/GenFuzz.cmake) # analyses' soundness
