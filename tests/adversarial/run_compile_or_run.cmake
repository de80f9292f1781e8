# Red-team suite: a misuse rsgpu may refuse at compile time or at run time.
#   cmake -DCOMPILER=... -DFLAGS=... -DLIBS=... -DSOURCE=... -DDEFS=... \
#         -DREGEX=... -DWORKDIR=... -P run_compile_or_run.cmake
# 1. SOURCE with DEFS: if it does not compile, the diagnostic must match REGEX
#    (the property and the operation); if it compiles, the program runs and
#    must exit 0 (it checks the run-time refusal itself).
# 2. SOURCE with DEFS and -DRSGPU_CF_OK (the correct twin) must compile, run
#    and exit 0, so the test fails for the expected reason only.
file(MAKE_DIRECTORY ${WORKDIR})
set(exe ${WORKDIR}/misuse)
execute_process(COMMAND ${COMPILER} ${FLAGS} ${DEFS} ${SOURCE} -o ${exe} ${LIBS}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  string(REGEX REPLACE "[\n\r]+" " " flat "${out}${err}")
  if(NOT flat MATCHES "${REGEX}")
    message(FATAL_ERROR "compile-or-run: ${SOURCE} failed to compile, but not for "
      "the expected reason.\nexpected a diagnostic matching: ${REGEX}\ngot:\n${out}${err}")
  endif()
  message(STATUS "compile-or-run: refused at compile time")
else()
  execute_process(COMMAND ${exe} RESULT_VARIABLE run_rc OUTPUT_VARIABLE run_out
    ERROR_VARIABLE run_err TIMEOUT 60)
  if(NOT run_rc EQUAL 0)
    message(FATAL_ERROR "compile-or-run: ${SOURCE} compiled, and at run time:\n"
      "${run_out}${run_err}(exit ${run_rc})")
  endif()
  message(STATUS "compile-or-run: refused at run time: ${run_out}")
endif()
set(twin ${WORKDIR}/twin)
execute_process(COMMAND ${COMPILER} ${FLAGS} ${DEFS} -DRSGPU_CF_OK ${SOURCE} -o ${twin} ${LIBS}
  RESULT_VARIABLE rc_ok OUTPUT_VARIABLE out_ok ERROR_VARIABLE err_ok)
if(NOT rc_ok EQUAL 0)
  message(FATAL_ERROR "compile-or-run: the correct twin does not compile:\n${out_ok}${err_ok}")
endif()
execute_process(COMMAND ${twin} RESULT_VARIABLE twin_rc OUTPUT_VARIABLE twin_out
  ERROR_VARIABLE twin_err TIMEOUT 60)
if(NOT twin_rc EQUAL 0)
  message(FATAL_ERROR "compile-or-run: the correct twin failed:\n${twin_out}${twin_err}")
endif()
