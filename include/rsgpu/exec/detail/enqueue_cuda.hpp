#pragma once
// CUDA backend launch: one __global__ entry per (kernel, argument types).
// The device pass sees the entry only (rsgpu::launch names it there).
#include "../shaped_thread.hpp"
#include "../thread.hpp"
#if !RSGPU_DEVICE_PASS
#include <cuda_runtime.h>
#include <memory>

#include "../../backend/cuda/check.hpp"
#include "../../backend/cuda/runtime.hpp"
#include "../launch_config.hpp"
#endif

namespace rsgpu::detail {

template <class Kernel, class... Views>
__global__ void rsgpu_entry(Kernel kernel, Views... views) {
  kernel(HandleFactory::launched_thread<kernel_shape_t<Kernel>>(), views...);
}

#if !RSGPU_DEVICE_PASS

template <class Kernel, class... Views>
Result<std::shared_ptr<Completion>>
enqueue_kernel(StreamImpl &stream, const LaunchConfig &cfg, Kernel kernel,
               Views... views) {
  auto fn = &rsgpu_entry<Kernel, Views...>;
  if (cfg.shared_bytes > 48 * 1024)
    RSGPU_TRY(cuda_check(
        cudaFuncSetAttribute(fn, cudaFuncAttributeMaxDynamicSharedMemorySize,
                             int(cfg.shared_bytes)),
        "cudaFuncSetAttribute(MaxDynamicSharedMemorySize)"));
  cudaLaunchConfig_t lc{};
  lc.gridDim = dim3(cfg.grid.x, cfg.grid.y, cfg.grid.z);
  lc.blockDim = dim3(cfg.block.x, cfg.block.y, cfg.block.z);
  lc.dynamicSmemBytes = cfg.shared_bytes;
  lc.stream = stream.native();
  cudaLaunchAttribute attr[1];
  if (cfg.cluster.volume() > 1) {
    attr[0].id = cudaLaunchAttributeClusterDimension;
    attr[0].val.clusterDim.x = cfg.cluster.x;
    attr[0].val.clusterDim.y = cfg.cluster.y;
    attr[0].val.clusterDim.z = cfg.cluster.z;
    lc.attrs = attr;
    lc.numAttrs = 1;
  }
  RSGPU_TRY(cuda_check(cudaLaunchKernelEx(&lc, fn, kernel, views...),
                       "cudaLaunchKernelEx"));
  return stream.record();
}
#endif // !RSGPU_DEVICE_PASS

} // namespace rsgpu::detail
