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
  string(REGEX MATCH "^RG02(0[0-9])" _s5 "${_n}")
  set(_prefix S8_)
  if(_s5)
    set(_prefix S5_)
  endif()
  add_test(NAME generator.backend.${_prefix}${_n}_rejected
           COMMAND ${RSGPU_BASH} ${RSGPU_BACKEND_TESTS}/scripts/reject.sh ${RSGPU_RUSTC}
                   $<TARGET_FILE:rsgpu-gen> ${_be_rlibdir} ${RSGPU_FILECHECK} ${_k}
                   ${_be_work}/reject)
  set_tests_properties(generator.backend.${_prefix}${_n}_rejected PROPERTIES LABELS unit
                       FIXTURES_REQUIRED rsgpu_rlib)
endforeach()
file(GLOB _be_accept CONFIGURE_DEPENDS ${RSGPU_BACKEND_TESTS}/accept/*.rs)
foreach(_k IN LISTS _be_accept)
  get_filename_component(_n ${_k} NAME_WE)
  add_test(NAME generator.backend.accept.${_n}
           COMMAND ${RSGPU_BASH} ${RSGPU_BACKEND_TESTS}/scripts/reject.sh ${RSGPU_RUSTC}
                   $<TARGET_FILE:rsgpu-gen> ${_be_rlibdir} ${RSGPU_FILECHECK} ${_k}
                   ${_be_work}/accept accept)
  set_tests_properties(generator.backend.accept.${_n} PROPERTIES LABELS unit
                       FIXTURES_REQUIRED rsgpu_rlib)
endforeach()

# ---- golden CUDA: tests/generator/kernels/NAME.rs at O3 -> golden/NAME.cu ---
set(RSGPU_BACKEND_GOLDEN saxpy vadd int_math float_math stencil)
foreach(_n IN LISTS RSGPU_BACKEND_GOLDEN)
  add_test(NAME generator.backend.golden.${_n}
           COMMAND ${RSGPU_BASH} ${RSGPU_BACKEND_TESTS}/scripts/golden_cu.sh ${RSGPU_RUSTC}
                   $<TARGET_FILE:rsgpu-gen> ${_be_rlibdir}
                   ${PROJECT_SOURCE_DIR}/tests/generator/kernels/${_n}.rs
                   ${RSGPU_BACKEND_TESTS}/golden/${_n}.cu ${_be_work}/golden)
  set_tests_properties(generator.backend.golden.${_n} PROPERTIES LABELS unit
                       FIXTURES_REQUIRED rsgpu_rlib)
endforeach()
# The checked-in goldens compile warning-free to PTX (label cuda), all in one
# translation unit per architecture.
if(COMMAND rsgpu_add_ptx_test)
  rsgpu_add_ptx_test(NAME generator.backend.ptx
                     SOURCE ${RSGPU_BACKEND_TESTS}/golden/all_kernels.cu ARCHS 90 80)
endif()
