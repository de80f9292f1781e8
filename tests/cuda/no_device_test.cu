// S12 on the CUDA backend, where no GPU is needed: every CUDA runtime failure
// is a Result error carrying the CUDA error's name. Runs wherever nvcc is
// (label cuda). On a machine with a GPU the no-device half exits 77
// (skipped); gpu_core_tests covers that machine.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#include <rsgpu/rsgpu.hpp>

#include "../support/check.hpp"

// S12_cuda_status_becomes_a_named_result_error
static void status_becomes_named_error() {
  CHECK(rsgpu::detail::cuda_check(cudaSuccess, "cudaMalloc").has_value());
  auto r = rsgpu::detail::cuda_check(cudaErrorMemoryAllocation, "cudaMalloc");
  CHECK(!r);
  if (r) return;
  CHECK(r.error().kind() == rsgpu::ErrorKind::Cuda);
  CHECK(r.error().cuda_name() == "cudaErrorMemoryAllocation");
  CHECK(r.error().to_string().find("cudaMalloc") != std::string::npos);
}

// S12_cuda_failure_without_a_device_is_a_result: the first runtime call
// fails (no driver, or no device) and the library returns that error, with
// the same name the runtime reports, instead of crashing or hanging.
static int without_a_device() {
  int count = 0;
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e == cudaSuccess && count > 0) {
    std::puts("a CUDA device is present: the no-device half is skipped");
    return 77;
  }
  const char *expected = cudaGetErrorName(e == cudaSuccess ? cudaErrorNoDevice : e);
  auto s = rsgpu::Stream::create();
  CHECK(!s);
  if (s) return 0;
  CHECK(s.error().kind() == rsgpu::ErrorKind::Cuda);
  CHECK(s.error().cuda_name() == expected);
  std::printf("Stream::create without a device: %s\n",
              s.error().to_string().c_str());
  return 0;
}

int main() {
  status_becomes_named_error();
  int rc = without_a_device();
  std::printf("no-device tests: %d failure(s)\n", failures);
  return failures ? 1 : rc;
}
