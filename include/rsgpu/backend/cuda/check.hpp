#pragma once
// S12: every CUDA runtime status becomes a Result; none is dropped. Host code
// (declared only in the device pass).
#include "../../core/config.hpp"
#include <cuda_runtime_api.h>
#include <string>

#include "../../core/error.hpp"

namespace rsgpu::detail {
RSGPU_HOST_INLINE Result<void> cuda_check(cudaError_t e, const char *what) RSGPU_HOST_BODY({
  if (e == cudaSuccess) return {};
  return err(ErrorKind::Cuda, std::string(what) + ": " + cudaGetErrorString(e),
             cudaGetErrorName(e));
})
} // namespace rsgpu::detail
