# Red-team suite: tests/compile_fail's check (cmake/run_compile_fail.cmake:
# fails for REGEX, the -DRSGPU_CF_OK twin compiles) plus readability: at most
# MAX_ERRORS "error:" diagnostics in all (copying a Result<DeviceBuffer> once
# gave 29 lines of libcu++ internals).
include(${RUN_COMPILE_FAIL})
execute_process(COMMAND ${COMPILER} ${FLAGS} ${SOURCE}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "error:" errors "${out}${err}")
list(LENGTH errors n)
if(n GREATER MAX_ERRORS)
  message(FATAL_ERROR "compile-fail: ${SOURCE} is rejected with ${n} error "
    "diagnostics (at most ${MAX_ERRORS} wanted, naming the misuse):\n${out}${err}")
endif()
