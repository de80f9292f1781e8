// saxpy: y = a*x + y, one element per thread. Builds with g++ (host emulation
// backend) and with nvcc (CUDA backend) from this one source. y and x are lent
// zipped (Rust: y.iter_mut().zip(x)): their common length is fixed on the
// host, so reading the thread's x needs no bounds check on the device.
#include <cmath>
#include <cstdio>
#include <vector>

#include <rsgpu/rsgpu.hpp>

struct Saxpy {
  RSGPU_FN void
  operator()(rsgpu::Thread1D t,
             rsgpu::Zip<rsgpu::SliceMut<float>, rsgpu::Slice<const float>> yx,
             float a) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e; // the thread's element of y and of x
      y = a * x + y;
    }
  }
};

static rsgpu::Result<float> run(std::size_t n) {
  auto stream = rsgpu::Stream::create();
  if (!stream) return rsgpu::err(stream.error());
  std::vector<float> hx(n), hy(n);
  for (std::size_t i = 0; i < n; ++i) {
    hx[i] = float(i);
    hy[i] = 1.0f;
  }
  auto x = rsgpu::DeviceBuffer<float>::from_host(*stream, hx);
  if (!x) return rsgpu::err(x.error());
  auto y = rsgpu::DeviceBuffer<float>::from_host(*stream, hy);
  if (!y) return rsgpu::err(y.error());

  RSGPU_TRY(rsgpu::launch(*stream, rsgpu::LaunchConfig::for_elements(n, 256),
                          Saxpy{}, rsgpu::zip(y->borrow_mut(), x->borrow()),
                          2.0f));
  RSGPU_TRY(y->copy_to_host(hy)); // waits for the kernel's exclusive borrow

  float max_err = 0;
  for (std::size_t i = 0; i < n; ++i)
    max_err = std::fmax(max_err, std::fabs(hy[i] - (2.0f * float(i) + 1.0f)));
  return max_err;
}

int main() {
  const std::size_t n = 1 << 20;
  auto r = run(n);
  if (!r) {
    std::fprintf(stderr, "saxpy failed: %s\n", r.error().to_string().c_str());
    return 1;
  }
  std::printf("saxpy on %s: n=%zu, max error %g -> %s\n",
              RSGPU_BACKEND_CUDA ? "CUDA" : "the host emulation backend", n,
              double(*r), *r == 0.0f ? "OK" : "MISMATCH");
  return *r == 0.0f ? 0 : 1;
}
