// Runs on a real GPU (label gpu). It exits 77 (ctest: skipped) only when the
// CUDA runtime says there is no device or no driver, and never when
// RSGPU_REQUIRE_GPU is set (scripts/gpu-check sets it where nvidia-smi lists a
// GPU): any other cudaGetDeviceCount failure is a failure.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <string>
#include <vector>

#include <rsgpu/rsgpu.hpp>

#include "../support/check.hpp"

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, float a) const {
    if (auto yi = y.mine(t))
      *yi = a * x[yi.index()] + *yi;
  }
};
struct ReadPast {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    if (auto yi = y.mine(t))
      *yi = x[yi.index() + 1];
  }
};

// Spins for about `cycles` clock cycles, then writes its element: keeps an
// exclusive borrow alive on one stream while the host tries another.
struct Spin {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           long long cycles) const {
    if (auto yi = y.mine(t)) {
#if defined(__CUDA_ARCH__)
      const long long t0 = clock64();
      while (clock64() - t0 < cycles) {
      }
#endif
      *yi = 7.0f;
    }
  }
};
struct Sum2 {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> a,
                           rsgpu::SliceMut<float> out) const {
    if (auto o = out.mine(t))
      *o = a[o.index()] + 1.0f;
  }
};
// Panics in exactly one thread: block 3, thread 17, at kPanicLine.
constexpr unsigned kPanicLine = __LINE__ + 5;
struct PanicOne {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    if (auto yi = y.mine(t)) {
      if (t.block().idx().x == 3 && t.block().thread_idx().x == 17)
        RSGPU_PANIC("gpu_test: planted panic");
      *yi = 1.0f;
    }
  }
};

int main() {
  int count = 0;
  const cudaError_t dc = cudaGetDeviceCount(&count);
  const bool none = (dc == cudaSuccess && count == 0) ||
                    dc == cudaErrorNoDevice ||
                    dc == cudaErrorInsufficientDriver;
  const char *require = std::getenv("RSGPU_REQUIRE_GPU");
  if (none && !(require && *require && std::string(require) != "0")) {
    std::printf("no CUDA device (%s): skipped\n", cudaGetErrorName(dc));
    return 77;
  }
  if (dc != cudaSuccess || count == 0) {
    std::printf("FAIL: cudaGetDeviceCount: %s (%s), %d device(s)%s\n",
                cudaGetErrorName(dc), cudaGetErrorString(dc), count,
                none ? " although RSGPU_REQUIRE_GPU is set" : "");
    return 1;
  }
  auto s = rsgpu::Stream::create();
  CHECK(s.has_value());
  if (!s)
    return 1;
  const std::size_t n = 100003;
  std::vector<float> hx(n), hy(n, 1.0f);
  for (std::size_t i = 0; i < n; ++i)
    hx[i] = float(i % 1000);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, hy);
  CHECK(x && y);
  // saxpy
  CHECK(rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n), Saxpy{},
                      x->borrow(), y->borrow_mut(), 2.0f)
            .has_value());
  auto out = y->to_vec();
  CHECK(out.has_value());
  for (std::size_t i = 0; out && i < n; ++i)
    if ((*out)[i] != 2.0f * float(i % 1000) + 1.0f) {
      CHECK(false);
      break;
    }
  // S3 on the device backend
  auto conflict = rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n),
                                Saxpy{}, y->borrow(), y->borrow_mut(), 1.0f);
  CHECK(!conflict &&
        conflict.error().kind() == rsgpu::ErrorKind::BorrowConflict);
  // S6: out-of-bounds read panics and reaches the host
  CHECK(rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n), ReadPast{},
                      x->borrow(), y->borrow_mut())
            .has_value());
  auto r = s->synchronize();
  CHECK(!r && r.error().kind() == rsgpu::ErrorKind::DevicePanic);
  if (!r)
    std::printf("panic reported: %s\n", r.error().to_string().c_str());
  CHECK(s->synchronize().has_value()); // reported once; the context survives
  // S12: a CUDA failure is a Result error with its name
  auto huge = rsgpu::DeviceBuffer<char>::create(*s, std::size_t(1) << 50);
  CHECK(!huge && huge.error().kind() == rsgpu::ErrorKind::Cuda &&
        huge.error().cuda_name() == "cudaErrorMemoryAllocation");

  // S6 on the device: a panic's message, file, line, block and thread reach
  // the host; the context survives and later launches still run and are right.
  {
    auto z = rsgpu::DeviceBuffer<float>::zeroed(*s, 64 * 32);
    CHECK(z.has_value());
    if (z) {
      CHECK(rsgpu::launch(*s, rsgpu::LaunchConfig{{32}, {64}}, PanicOne{},
                          z->borrow_mut())
                .has_value());
      auto pr = s->synchronize();
      CHECK(!pr && pr.error().kind() == rsgpu::ErrorKind::DevicePanic &&
            pr.error().has_panic_info());
      if (!pr && pr.error().has_panic_info()) {
        const rsgpu::PanicInfo &p = pr.error().panic();
        std::printf("planted panic: %s\n", pr.error().to_string().c_str());
        CHECK(p.message() == "gpu_test: planted panic");
        CHECK(p.file().size() >= 11 &&
              p.file().substr(p.file().size() - 11) == "gpu_test.cu");
        CHECK(p.line == kPanicLine);
        CHECK(p.block.x == 3 && p.block.y == 0 && p.block.z == 0);
        CHECK(p.thread.x == 17 && p.thread.y == 0 && p.thread.z == 0);
      }
      CHECK(s->synchronize().has_value()); // reported once
      for (int round = 0; round < 3; ++round) {
        auto y2 = rsgpu::DeviceBuffer<float>::from_host(*s, hy);
        CHECK(y2.has_value());
        if (!y2)
          break;
        CHECK(rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n), Saxpy{},
                            x->borrow(), y2->borrow_mut(), 3.0f)
                  .has_value());
        auto v = y2->to_vec();
        CHECK(v.has_value());
        bool same = v.has_value();
        for (std::size_t i = 0; same && i < n; ++i)
          same = (*v)[i] == 3.0f * float(i % 1000) + 1.0f;
        CHECK(same);
      }
    }
  }

  // S3/S4 across streams (CUDA events): an exclusive borrow held by a kernel
  // still running on stream a excludes a borrow on stream b, and a host read
  // that must not wait (try_copy_to_host) is Busy; once the kernel completes,
  // both succeed, and two shared borrows on two streams coexist.
  {
    auto b = rsgpu::Stream::create();
    auto w = rsgpu::DeviceBuffer<float>::zeroed(*s, 256);
    auto o = rsgpu::DeviceBuffer<float>::zeroed(*b, 256);
    auto o2 = rsgpu::DeviceBuffer<float>::zeroed(*s, 256);
    CHECK(b && w && o && o2);
    if (b && w && o && o2) {
      // ~0.5 s at any clock rate an H200 runs at
      CHECK(rsgpu::launch(*s, rsgpu::LaunchConfig{{1}, {256}}, Spin{},
                          w->borrow_mut(), 1000000000LL)
                .has_value());
      auto other = rsgpu::launch(*b, rsgpu::LaunchConfig{{1}, {256}}, Sum2{},
                                 w->borrow(), o->borrow_mut());
      CHECK(!other && other.error().kind() == rsgpu::ErrorKind::BorrowConflict);
      std::vector<float> hw(256);
      auto busy = w->try_copy_to_host(hw);
      CHECK(!busy && busy.error().kind() == rsgpu::ErrorKind::Busy);
      CHECK(s->synchronize().has_value());
      CHECK(rsgpu::launch(*b, rsgpu::LaunchConfig{{1}, {256}}, Sum2{},
                          w->borrow(), o->borrow_mut())
                .has_value());
      CHECK(rsgpu::launch(*s, rsgpu::LaunchConfig{{1}, {256}}, Sum2{},
                          w->borrow(),
                          o2->borrow_mut())
                .has_value()); // shared borrows of w on two streams at once
      auto ov = o->to_vec();
      auto o2v = o2->to_vec();
      CHECK(ov && o2v && (*ov)[0] == 8.0f && (*ov)[255] == 8.0f &&
            (*o2v)[128] == 8.0f);
    }
  }
  std::printf("gpu tests: %d failure(s)\n", failures);
  return failures ? 1 : 0;
}
