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
