# rsgpu_add_rust_kernels(TARGET t SOURCES k.rs ... MODE aot|jit|rdc|host
#                        [ARCHS 80 90] [OPT_LEVEL 3])
#
# Runs `rsgpu-gen build` on each Rust kernel file at build time and wires the
# artifacts into target `t` (docs/workflows.md):
#   host: <dir>/k.hpp on the include path; links rsgpu::host (emulator)
#   aot:  + k.kernels.cu, k.manifest, k.sm_XY.ptx/.cubin, k.fatbin; links rsgpu::rsgpu
#   jit:  + k.kernels.cu, k.manifest; links rsgpu::jit
#   rdc:  + k.rdc.o linked into t (CUDA_SEPARABLE_COMPILATION), k.lto.o,
#         k.device.hpp; links rsgpu::rsgpu
# <dir> is ${CMAKE_CURRENT_BINARY_DIR}/rsgpu_kernels/<t>; t also gets
# RSGPU_KERNELS_DIR="<dir>" so a program finds its fatbin/manifest there.
# Dependencies: each file's artifacts depend on the .rs, the rsgpu rlib and
# rsgpu-gen only, so editing the .rs rebuilds and nothing else does.
# The rsgpu rlib is built once per project from the installed bindings
# sources (rustc --crate-type=rlib). Needs rustc (RSGPU_RUSTC or PATH).
include_guard(GLOBAL)
set(_RSGPU_RK_DIR ${CMAKE_CURRENT_LIST_DIR})

# The rsgpu-gen executable target: rsgpu::gen (installed package), else
# RSGPU_GEN_TARGET (rsgpu's own tree, where rsgpu-gen is defined later).
function(_rsgpu_gen_target out)
  if(TARGET rsgpu::gen)
    set(${out} rsgpu::gen PARENT_SCOPE)
  elseif(RSGPU_GEN_TARGET)
    set(${out} ${RSGPU_GEN_TARGET} PARENT_SCOPE)
  else()
    message(FATAL_ERROR "rsgpu_add_rust_kernels: rsgpu-gen is not available "
                        "(install rsgpu with RSGPU_BUILD_GENERATOR=ON)")
  endif()
endfunction()

# The bindings crate as an rlib, one custom command per project.
function(_rsgpu_rust_rlib out)
  set(rlib ${CMAKE_BINARY_DIR}/rsgpu_rust/librsgpu.rlib)
  set(${out} ${rlib} PARENT_SCOPE)
  get_property(done GLOBAL PROPERTY _RSGPU_RLIB_RULE)
  if(done)
    return()
  endif()
  set_property(GLOBAL PROPERTY _RSGPU_RLIB_RULE ON)
  if(NOT RSGPU_RUSTC)
    find_program(RSGPU_RUSTC rustc HINTS $ENV{HOME}/.cargo/bin REQUIRED)
  endif()
  if(NOT RSGPU_RUST_BINDINGS_DIR)
    message(FATAL_ERROR "rsgpu_add_rust_kernels: RSGPU_RUST_BINDINGS_DIR (the "
                        "bindings/rust/src directory) is not set")
  endif()
  file(GLOB srcs CONFIGURE_DEPENDS ${RSGPU_RUST_BINDINGS_DIR}/*.rs)
  add_custom_command(
    OUTPUT ${rlib}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/rsgpu_rust
    COMMAND ${CMAKE_COMMAND} -E env --unset=RUSTFLAGS ${RSGPU_RUSTC}
            --crate-type=rlib --crate-name rsgpu --edition 2021 -C opt-level=2
            ${RSGPU_RUST_BINDINGS_DIR}/lib.rs --out-dir ${CMAKE_BINARY_DIR}/rsgpu_rust
    DEPENDS ${srcs}
    COMMENT "rustc: the rsgpu bindings crate"
    VERBATIM)
endfunction()

function(rsgpu_add_rust_kernels)
  cmake_parse_arguments(A "" "TARGET;MODE;OPT_LEVEL" "SOURCES;ARCHS" ${ARGN})
  if(NOT A_TARGET OR NOT TARGET ${A_TARGET})
    message(FATAL_ERROR "rsgpu_add_rust_kernels: TARGET must name an existing target")
  endif()
  if(NOT A_MODE MATCHES "^(aot|jit|rdc|host)$")
    message(FATAL_ERROR "rsgpu_add_rust_kernels: MODE must be aot, jit, rdc or host "
                        "(got '${A_MODE}')")
  endif()
  if(NOT A_SOURCES)
    message(FATAL_ERROR "rsgpu_add_rust_kernels: no SOURCES")
  endif()
  if(NOT A_ARCHS)
    set(A_ARCHS 90)
  endif()
  if(NOT A_OPT_LEVEL)
    set(A_OPT_LEVEL 3)
  endif()
  if(A_MODE STREQUAL "jit" AND NOT TARGET rsgpu::jit)
    message(FATAL_ERROR "rsgpu_add_rust_kernels: MODE jit needs rsgpu::jit "
                        "(the CUDA toolkit with NVRTC was not found)")
  endif()
  set(nvcc_arg "")
  if(A_MODE MATCHES "^(aot|rdc)$")
    if(CMAKE_CUDA_COMPILER)
      set(nvcc_arg --nvcc ${CMAKE_CUDA_COMPILER})
    elseif(A_MODE STREQUAL "rdc")
      message(FATAL_ERROR "rsgpu_add_rust_kernels: MODE rdc links device code: "
                          "enable_language(CUDA) first")
    endif()
  endif()
  _rsgpu_gen_target(gen)
  _rsgpu_rust_rlib(rlib)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/rsgpu_kernels/${A_TARGET})
  list(JOIN A_ARCHS "," archs)
  set(all_outputs "")
  foreach(src IN LISTS A_SOURCES)
    get_filename_component(src ${src} ABSOLUTE)
    get_filename_component(stem ${src} NAME_WE)
    set(outs ${dir}/${stem}.hpp)
    if(NOT A_MODE STREQUAL "host")
      list(APPEND outs ${dir}/${stem}.kernels.cu ${dir}/${stem}.manifest)
    endif()
    if(A_MODE STREQUAL "aot")
      foreach(a IN LISTS A_ARCHS)
        list(APPEND outs ${dir}/${stem}.sm_${a}.ptx ${dir}/${stem}.sm_${a}.cubin)
      endforeach()
      list(APPEND outs ${dir}/${stem}.fatbin)
    elseif(A_MODE STREQUAL "rdc")
      list(APPEND outs ${dir}/${stem}.rdc.o ${dir}/${stem}.lto.o ${dir}/${stem}.device.hpp)
    endif()
    add_custom_command(
      OUTPUT ${outs}
      COMMAND ${gen} build ${src} --mode ${A_MODE} --arch ${archs}
              --opt-level ${A_OPT_LEVEL} --rsgpu-rlib ${rlib} --rustc ${RSGPU_RUSTC}
              ${nvcc_arg} -o ${dir}
      DEPENDS ${src} ${rlib} ${gen}
      COMMENT "rsgpu-gen build --mode ${A_MODE}: ${stem}.rs"
      VERBATIM)
    list(APPEND all_outputs ${outs})
  endforeach()
  # Listing the artifacts as sources makes the target wait for them; only the
  # relocatable objects are compiled in (linked, for rdc).
  foreach(f IN LISTS all_outputs)
    if(f MATCHES "\\.rdc\\.o$")
      set_source_files_properties(${f} PROPERTIES EXTERNAL_OBJECT ON GENERATED ON)
    else()
      set_source_files_properties(${f} PROPERTIES HEADER_FILE_ONLY ON GENERATED ON)
    endif()
  endforeach()
  target_sources(${A_TARGET} PRIVATE ${all_outputs})
  target_include_directories(${A_TARGET} PRIVATE ${dir})
  target_compile_definitions(${A_TARGET} PRIVATE RSGPU_KERNELS_DIR="${dir}")
  if(A_MODE STREQUAL "host")
    target_link_libraries(${A_TARGET} PRIVATE rsgpu::host)
  elseif(A_MODE STREQUAL "jit")
    target_link_libraries(${A_TARGET} PRIVATE rsgpu::jit)
  else()
    target_link_libraries(${A_TARGET} PRIVATE rsgpu::rsgpu)
  endif()
  if(A_MODE MATCHES "^(aot|rdc)$")
    # The target's own nvcc compiles include k.hpp (aot) and may inline into
    # the Rust kernels' callers: Rust's float semantics there too
    # (docs/float-semantics.md; rsgpu-gen build passes the same flags).
    target_compile_options(${A_TARGET} PRIVATE
      "$<$<COMPILE_LANGUAGE:CUDA>:--fmad=false;-prec-div=true;-prec-sqrt=true;-ftz=false>")
  endif()
  if(A_MODE STREQUAL "rdc")
    set_target_properties(${A_TARGET} PROPERTIES CUDA_SEPARABLE_COMPILATION ON
                                                 CUDA_RESOLVE_DEVICE_SYMBOLS ON)
  endif()
endfunction()
