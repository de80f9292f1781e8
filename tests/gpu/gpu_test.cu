// Runs on a real GPU (label gpu). Without a CUDA device it exits 77, which
// ctest reports as skipped.
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

#include <rsgpu/rsgpu.hpp>

#include "../support/check.hpp"

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, float a) const {
    if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi;
  }
};
struct ReadPast {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    if (auto yi = y.mine(t)) *yi = x[yi.index() + 1];
  }
};

int main() {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
    std::puts("no CUDA device: skipped");
    return 77;
  }
  auto s = rsgpu::Stream::create();
  CHECK(s.has_value());
  if (!s) return 1;
  const std::size_t n = 100003;
  std::vector<float> hx(n), hy(n, 1.0f);
  for (std::size_t i = 0; i < n; ++i) hx[i] = float(i % 1000);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, hy);
  CHECK(x && y);
  // saxpy
  CHECK(rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n), Saxpy{}, x->borrow(),
                      y->borrow_mut(), 2.0f).has_value());
  auto out = y->to_vec();
  CHECK(out.has_value());
  for (std::size_t i = 0; out && i < n; ++i)
    if ((*out)[i] != 2.0f * float(i % 1000) + 1.0f) {
      CHECK(false);
      break;
    }
  // S3 on the device backend
  auto conflict = rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n), Saxpy{},
                                y->borrow(), y->borrow_mut(), 1.0f);
  CHECK(!conflict && conflict.error().kind() == rsgpu::ErrorKind::BorrowConflict);
  // S6: out-of-bounds read panics and reaches the host
  CHECK(rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n), ReadPast{}, x->borrow(),
                      y->borrow_mut()).has_value());
  auto r = s->synchronize();
  CHECK(!r && r.error().kind() == rsgpu::ErrorKind::DevicePanic);
  if (!r) std::printf("panic reported: %s\n", r.error().to_string().c_str());
  CHECK(s->synchronize().has_value()); // reported once; the context survives
  // S12: a CUDA failure is a Result error with its name
  auto huge = rsgpu::DeviceBuffer<char>::create(*s, std::size_t(1) << 50);
  CHECK(!huge && huge.error().kind() == rsgpu::ErrorKind::Cuda &&
        huge.error().cuda_name() == "cudaErrorMemoryAllocation");
  std::printf("gpu tests: %d failure(s)\n", failures);
  return failures ? 1 : 0;
}
