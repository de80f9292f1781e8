# workflows.rdc.device_link: rdc_caller.cu (hand-written C++) calls the Rust
# kernel `fused` and the Rust device function `axpy`, defined in fused.rdc.o /
# fused.lto.o, which `rsgpu-gen build --mode rdc` made from kernels/fused.rs.
# Device-links it two ways:
#   nvcc -dlink (SASS objects), then the host link with the C++ compiler;
#   nvcc -dlto  (LTO-IR objects: the device link optimises across both).
# Each link must also FAIL without the generated object (the symbols are
# really resolved at the device link). Produces rdc_app and rdc_lto_app,
# which the gpu tests run.
# -D: NVCC CXX CUDA_LIB INCLUDE KDIR SRC WORK ARCH
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(common -std=c++17 --expt-relaxed-constexpr -I${INCLUDE} -I${KDIR})
function(run expect_ok what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE out WORKING_DIRECTORY ${WORK})
  if(expect_ok AND rc)
    message(FATAL_ERROR "${what} failed (${rc}):\n${ARGN}\n${out}")
  elseif(NOT expect_ok AND NOT rc)
    message(FATAL_ERROR "${what} succeeded but must fail:\n${ARGN}")
  elseif(NOT expect_ok AND NOT out MATCHES "rsgpu_device_(fused|fn_axpy)")
    message(FATAL_ERROR "${what} failed for another reason than the missing "
                        "Rust symbols:\n${out}")
  endif()
  message(STATUS "${what}: ${rc}")
endfunction()

# -dlink
run(ON "compile caller (-dc)" ${NVCC} ${common} -arch=sm_${ARCH} -dc ${SRC} -o caller.o)
run(OFF "device link without the Rust object" ${NVCC} -arch=sm_${ARCH} -dlink caller.o -o missing.o)
run(ON "device link (-dlink)" ${NVCC} -arch=sm_${ARCH} -dlink caller.o ${KDIR}/fused.rdc.o -o dlink.o)
run(ON "host link" ${CXX} caller.o ${KDIR}/fused.rdc.o dlink.o -L${CUDA_LIB} -lcudart
    -Wl,-rpath,${CUDA_LIB} -o rdc_app)

# -dlto
# -dlto: every LTO object must agree on -fmad (nvlink refuses to mix them), and
# the link itself needs -fma=0 (docs/float-semantics.md).
set(rust_float --fmad=false -prec-div=true -prec-sqrt=true -ftz=false)
run(ON "compile caller (-dc -dlto)" ${NVCC} ${common} ${rust_float} -gencode=arch=compute_${ARCH},code=lto_${ARCH}
    -dc ${SRC} -o caller.lto.o)
run(OFF "LTO link without the Rust object" ${NVCC} -dlto -arch=sm_${ARCH} caller.lto.o -o missing_lto)
run(ON "LTO link (-dlto)" ${NVCC} -dlto -arch=sm_${ARCH} -Xnvlink=-Xnvvm=-fma=0 caller.lto.o
    ${KDIR}/fused.lto.o -o rdc_lto_app) # no contraction: docs/float-semantics.md
foreach(app rdc_app rdc_lto_app)
  if(NOT EXISTS ${WORK}/${app})
    message(FATAL_ERROR "${app} was not produced")
  endif()
endforeach()
