#pragma once
// rsgpu::jit::run: the body of the C-linkage entry points that
// `rsgpu-gen build` appends to a kernel file (extern "C" __global__
// rsgpu_kernel_K), so NVRTC-, nvcc- and fatbin-loaded kernels all have a
// plain, known symbol. Device code only (nvcc or NVRTC).
#include "../backend/panic.hpp"
#include "../exec/thread.hpp"

namespace rsgpu::jit {
/// The kernel's own launch requirement (rsgpu_launch_requirement, see
/// exec/thread.hpp), checked on the device, in every thread: for entry
/// points no host launch checked.
template <class Kernel, class... Views>
__device__ inline void check_requirement(const Views &...views) {
  if (const char *m = ::rsgpu::detail::launch_requirement_mismatch<Kernel>(
          ::rsgpu::detail::hw_grid_dim(), ::rsgpu::detail::hw_block_dim(),
          views...))
    ::rsgpu::detail::cold_panic(m, __FILE__, __LINE__);
}
/// rsgpu_kernel_K: launched by rsgpu::jit::launch, which checks the
/// requirement on the host from the manifest's `require` lines (the same
/// tests, jit/requirement.hpp), and for a Thread1D/Thread2D kernel its
/// shape (`thread_dims`, launch()'s check), as rsgpu::launch does for the
/// functor; so neither is checked again here (launched_thread(); a
/// ShapedThread kernel, which rsgpu-gen does not emit, would still check
/// its block shape on the device).
template <class Kernel, class... Views>
__device__ inline void run(Kernel kernel, Views... views) {
  kernel(::rsgpu::detail::HandleFactory::launched_thread(), views...);
}
/// A kernel called as a device function (`rsgpu-gen build --mode rdc`'s
/// rsgpu_device_K): the caller's launch, which no host check saw, is checked
/// here.
template <class Kernel, class... Views>
__device__ inline void call(Kernel kernel, ::rsgpu::Thread thread,
                            Views... views) {
  check_requirement<Kernel>(views...);
  kernel(thread, views...);
}
} // namespace rsgpu::jit

#if !defined(__CUDACC_RDC__)
// A loaded image has its own panic records (whole-program mode gives the
// header's records internal linkage): jit::Library::synchronize copies the
// oldest out and frees its slot with this kernel (an empty record when there
// is none). RDC programs share the host's records.
extern "C" __global__ void
rsgpu_take_panic_record(::rsgpu::detail::PanicRecord *out) {
  ::rsgpu::detail::PanicRecords &rs = ::rsgpu::detail::rsgpu_panic_record;
  int k = ::rsgpu::detail::oldest_panic(rs);
  *out = k < 0 ? ::rsgpu::detail::PanicRecord{} : rs.slot[k];
  if (k >= 0) rs.slot[k] = ::rsgpu::detail::PanicRecord{};
}
#endif
