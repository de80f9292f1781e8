# The soundness fuzzer of rsgpu-gen's analyses (tests/fuzz/gen_fuzz/,
# docs/generator/fuzzing.md): random kernels, rustc at O0 and O3, rsgpu-gen,
# every accepted kernel on the host emulator with Check::All. The short run
# here is one batch; `scripts/bench gen_fuzz` and the long run use more.
find_package(Python3 COMPONENTS Interpreter QUIET)
if(RSGPU_RUSTC AND Python3_Interpreter_FOUND)
  add_test(NAME generator.gen_fuzz_smoke
           COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/fuzz/gen_fuzz/gen_fuzz.py
                   --rustc ${RSGPU_RUSTC} --gen $<TARGET_FILE:rsgpu-gen>
                   --rlib ${CMAKE_CURRENT_BINARY_DIR}/rust --cxx ${CMAKE_CXX_COMPILER}
                   --include ${PROJECT_SOURCE_DIR}/include
                   --work ${CMAKE_CURRENT_BINARY_DIR}/gen-fuzz-run
                   --seed 1 --kernels 24 --batch 24 --launches 6)
  set_tests_properties(generator.gen_fuzz_smoke PROPERTIES LABELS fuzz TIMEOUT 240
                       FIXTURES_REQUIRED rsgpu_rlib)
endif()
