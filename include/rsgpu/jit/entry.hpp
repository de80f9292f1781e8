#pragma once
// rsgpu::jit::run: the body of the C-linkage entry points that
// `rsgpu-gen build` appends to a kernel file (extern "C" __global__
// rsgpu_kernel_K), so NVRTC-, nvcc- and fatbin-loaded kernels all have a
// plain, known symbol. Device code only (nvcc or NVRTC).
#include "../core/panic.hpp"
#include "../exec/thread.hpp"

namespace rsgpu::jit {
template <class Kernel, class... Views>
__device__ inline void run(Kernel kernel, Views... views) {
  kernel(::rsgpu::detail::HandleFactory::thread(), views...);
}
} // namespace rsgpu::jit

#if !defined(__CUDACC_RDC__)
// A loaded image has its own panic record (whole-program mode gives the
// header's record internal linkage): jit::Library::synchronize copies it out
// and clears it with this kernel. RDC programs share the host's record.
extern "C" __global__ void
rsgpu_take_panic_record(::rsgpu::detail::PanicRecord *out) {
  *out = ::rsgpu::detail::rsgpu_panic_record;
  ::rsgpu::detail::rsgpu_panic_record = ::rsgpu::detail::PanicRecord{};
}
#endif
