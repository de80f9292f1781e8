# Test helpers shared by every tests/ subdirectory.
find_package(Catch2 2 REQUIRED)
list(APPEND CMAKE_MODULE_PATH ${Catch2_DIR})
include(Catch) # from the Catch2 package (its CMake dir is on CMAKE_MODULE_PATH via Catch2_DIR)

# Catch2 main, compiled once.
if(NOT TARGET rsgpu_catch_main)
  add_library(rsgpu_catch_main STATIC ${PROJECT_SOURCE_DIR}/tests/support/catch_main.cpp)
  target_link_libraries(rsgpu_catch_main PUBLIC Catch2::Catch2)
  target_compile_features(rsgpu_catch_main PUBLIC cxx_std_20)
endif()

# rsgpu_add_unit_test(NAME name SOURCES a.cpp ... [LABELS l ...])
# A Catch2 executable on the host backend; each TEST_CASE becomes a ctest test.
function(rsgpu_add_unit_test)
  cmake_parse_arguments(A "" "NAME" "SOURCES;LABELS" ${ARGN})
  add_executable(${A_NAME} ${A_SOURCES})
  target_link_libraries(${A_NAME} PRIVATE rsgpu::host rsgpu_catch_main)
  target_compile_features(${A_NAME} PRIVATE cxx_std_20)
  target_compile_options(${A_NAME} PRIVATE -Wall -Wextra)
  if(NOT A_LABELS)
    set(A_LABELS unit)
  endif()
  catch_discover_tests(${A_NAME} PROPERTIES LABELS "${A_LABELS}" TIMEOUT 120)
endfunction()

# rsgpu_add_compile_fail_test(NAME n SOURCE f.cpp REGEX "expected diagnostic"
#                             [COMPILER cxx|nvcc] [ARCH 90] [FLAGS ...])
# Passes only if compiling SOURCE fails with a diagnostic matching REGEX, and
# compiling it with -DRSGPU_CF_OK (the snippet's correct twin) succeeds: so the
# snippet fails for the expected reason, not for any reason.
function(rsgpu_add_compile_fail_test)
  cmake_parse_arguments(A "" "NAME;SOURCE;REGEX;COMPILER;ARCH" "FLAGS" ${ARGN})
  if(NOT A_ARCH)
    set(A_ARCH 90)
  endif()
  set(compiler ${CMAKE_CXX_COMPILER})
  set(flags -std=c++17 -fsyntax-only)
  set(extra "") # run_compile_fail.cmake's options
  # <rsgpu/rsgpu.hpp> precompiled with these flags (tests/CMakeLists.txt),
  # unless the test picks another standard.
  if(RSGPU_TEST_PCH_c++17 AND NOT A_FLAGS MATCHES "-std=")
    list(APPEND flags -I${RSGPU_TEST_PCH_c++17} -Winvalid-pch)
    list(APPEND extra -DPCH_DIR=${RSGPU_TEST_PCH_c++17} -DHEADERS=${PROJECT_SOURCE_DIR}/include)
  endif()
  if(A_COMPILER STREQUAL "nvcc")
    if(NOT RSGPU_HAVE_CUDA)
      return()
    endif()
    set(compiler ${CMAKE_CUDA_COMPILER})
    set(flags -std=c++17 -x cu --expt-relaxed-constexpr -arch=sm_${A_ARCH} -c -o /dev/null)
    # The twin compiles to a file, through ccache when there is one: it
    # changes only with the headers, and nvcc takes ~7 s a compile.
    set(extra -DTWIN_OUT=${CMAKE_CURRENT_BINARY_DIR}/${A_NAME}.twin.o)
    if(RSGPU_CCACHE)
      list(APPEND extra -DLAUNCHER=${RSGPU_CCACHE})
    endif()
  endif()
  get_target_property(cccl_inc CCCL::libcudacxx INTERFACE_INCLUDE_DIRECTORIES)
  add_test(NAME ${A_NAME}
    COMMAND ${CMAKE_COMMAND}
      -DCOMPILER=${compiler}
      "-DFLAGS=${flags};${A_FLAGS};-I${PROJECT_SOURCE_DIR}/include;-I/usr/local/cuda/include/cccl"
      -DSOURCE=${CMAKE_CURRENT_SOURCE_DIR}/${A_SOURCE}
      "-DREGEX=${A_REGEX}" ${extra}
      -P ${PROJECT_SOURCE_DIR}/cmake/run_compile_fail.cmake)
  set_tests_properties(${A_NAME} PROPERTIES LABELS compile_fail TIMEOUT 300)
endfunction()

# rsgpu_add_ptx_test(NAME n SOURCE f.cu [ARCHS 90 80] [FLAGS ...])
# nvcc compiles SOURCE to PTX for each arch (label cuda); skipped without nvcc.
function(rsgpu_add_ptx_test)
  cmake_parse_arguments(A "" "NAME;SOURCE" "ARCHS;FLAGS" ${ARGN})
  if(NOT RSGPU_HAVE_CUDA)
    return()
  endif()
  if(NOT A_ARCHS)
    set(A_ARCHS 90)
  endif()
  foreach(arch IN LISTS A_ARCHS)
    add_test(NAME ${A_NAME}_sm${arch}
      COMMAND ${CMAKE_CUDA_COMPILER} -std=c++17 -x cu --expt-relaxed-constexpr
        -Werror all-warnings -arch=sm_${arch} -ptx ${A_FLAGS}
        -I${PROJECT_SOURCE_DIR}/include
        ${A_SOURCE} -o ${CMAKE_CURRENT_BINARY_DIR}/${A_NAME}_sm${arch}.ptx)
    set_tests_properties(${A_NAME}_sm${arch} PROPERTIES LABELS cuda TIMEOUT 600)
  endforeach()
endfunction()

# rsgpu_add_red_team(NAME target SOURCE emu_test.cpp
#                    [COMPILE_FAIL "name|source|regex" ...])
# A black-box red team's cases in the current directory: the Catch2 binary
# `target` (each TEST_CASE a test, labels emulator and adversarial), the
# compile-fail cases, and open.txt (one case name a line, `#` comments): a case
# named there is a known hole and also carries adversarial_open, which the
# presets leave out (`ctest -L adversarial_open` runs them). A name in open.txt
# that is no case fails the configure.
function(rsgpu_add_red_team)
  cmake_parse_arguments(A "" "NAME;SOURCE" "COMPILE_FAIL" ${ARGN})
  set(dir ${CMAKE_CURRENT_SOURCE_DIR})
  rsgpu_add_unit_test(NAME ${A_NAME} SOURCES ${A_SOURCE} LABELS emulator adversarial)
  file(STRINGS ${dir}/open.txt open REGEX "^[A-Za-z0-9_]+$")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
    ${dir}/open.txt ${dir}/${A_SOURCE})
  # Labels per TEST_CASE: catch_discover_tests names the tests when ctest
  # runs, so they are set by a file ctest includes after the discovery.
  file(READ ${dir}/${A_SOURCE} text)
  string(REGEX MATCHALL "TEST_CASE\\([ \n]*\"[^\"]+\"" cases "${text}")
  set(inc "")
  set(names "")
  foreach(c IN LISTS cases)
    string(REGEX REPLACE "^TEST_CASE\\([ \n]*\"([^\"]+)\"" "\\1" n "${c}")
    list(APPEND names ${n})
    set(l "emulator;adversarial")
    if(n IN_LIST open)
      set(l "emulator;adversarial;adversarial_open")
    endif()
    string(APPEND inc "set_tests_properties([=[${n}]=] PROPERTIES LABELS \"${l}\")\n")
  endforeach()
  foreach(e IN LISTS A_COMPILE_FAIL)
    string(REPLACE "|" ";" p "${e}")
    list(GET p 0 n)
    list(GET p 1 src)
    list(GET p 2 re)
    rsgpu_add_compile_fail_test(NAME ${n} SOURCE ${src} REGEX "${re}")
    list(APPEND names ${n})
    if(n IN_LIST open)
      set_tests_properties(${n} PROPERTIES LABELS "compile_fail;adversarial;adversarial_open")
    else()
      set_tests_properties(${n} PROPERTIES LABELS "compile_fail;adversarial")
    endif()
  endforeach()
  foreach(o IN LISTS open)
    if(NOT o IN_LIST names)
      message(FATAL_ERROR "${dir}/open.txt: no case ${o}")
    endif()
  endforeach()
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/${A_NAME}_labels.cmake "${inc}")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES
    ${CMAKE_CURRENT_BINARY_DIR}/${A_NAME}_labels.cmake)
endfunction()
