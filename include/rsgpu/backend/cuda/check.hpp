#pragma once
// S12: every CUDA runtime status becomes a Result; none is dropped. Host code
// only (nothing of it in the device pass).
#include "../../core/config.hpp"
#if !RSGPU_DEVICE_PASS
#include <cuda_runtime_api.h>
#include <string>

#include "../../core/error.hpp"

namespace rsgpu::detail {
inline Result<void> cuda_check(cudaError_t e, const char *what) {
  if (e == cudaSuccess) return {};
  return err(ErrorKind::Cuda, std::string(what) + ": " + cudaGetErrorString(e),
             cudaGetErrorName(e));
}
} // namespace rsgpu::detail
#endif // !RSGPU_DEVICE_PASS
