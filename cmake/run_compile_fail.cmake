# Runs by rsgpu_add_compile_fail_test: see cmake/RsgpuTesting.cmake.
# PCH_DIR: a directory in FLAGS holding a precompiled rsgpu/rsgpu.hpp.gch; it is
# dropped from FLAGS when a header is newer (GCC would use it stale, e.g. after
# building some targets only and running ctest).
if(PCH_DIR AND HEADERS)
  set(_gch ${PCH_DIR}/rsgpu/rsgpu.hpp.gch)
  set(_stale TRUE)
  if(EXISTS ${_gch})
    set(_stale FALSE)
    file(GLOB_RECURSE _hdrs ${HEADERS}/*.hpp)
    foreach(_h IN LISTS _hdrs)
      if(${_h} IS_NEWER_THAN ${_gch})
        set(_stale TRUE)
        break()
      endif()
    endforeach()
  endif()
  if(_stale)
    message(STATUS "compile-fail: ${_gch} is missing or older than the headers: not used")
    list(REMOVE_ITEM FLAGS -I${PCH_DIR})
  endif()
endif()
execute_process(COMMAND ${COMPILER} ${FLAGS} ${SOURCE}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "compile-fail: ${SOURCE} compiled, but it must not")
endif()
string(REGEX REPLACE "[\n\r]+" " " flat "${out}${err}")
if(NOT flat MATCHES "${REGEX}")
  message(FATAL_ERROR "compile-fail: ${SOURCE} failed, but not for the expected reason.\n"
    "expected a diagnostic matching: ${REGEX}\ngot:\n${out}${err}")
endif()
# TWIN_OUT: the twin writes this object (instead of FLAGS' /dev/null) so that
# LAUNCHER (ccache, may be empty) can cache it.
set(twin_flags ${FLAGS})
set(launcher "")
if(TWIN_OUT)
  list(TRANSFORM twin_flags REPLACE "^/dev/null$" "${TWIN_OUT}")
  set(launcher ${LAUNCHER})
endif()
execute_process(COMMAND ${launcher} ${COMPILER} ${twin_flags} -DRSGPU_CF_OK ${SOURCE}
  RESULT_VARIABLE rc_ok OUTPUT_VARIABLE out_ok ERROR_VARIABLE err_ok)
if(NOT rc_ok EQUAL 0)
  message(FATAL_ERROR "compile-fail: the correct twin (-DRSGPU_CF_OK) of ${SOURCE} "
    "does not compile, so the failure proves nothing:\n${out_ok}${err_ok}")
endif()
message(STATUS "compile-fail: ${SOURCE} rejected as expected")
