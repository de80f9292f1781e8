#pragma once
// S12: every CUDA runtime status becomes a Result; none is dropped.
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
