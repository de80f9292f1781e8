// S3: rsgpu::zip consumes its borrows like launch() does; an lvalue borrow would
// stay usable after the kernel took it.
#include <rsgpu/rsgpu.hpp>

struct Saxpy {
  RSGPU_FN void
  operator()(rsgpu::Thread1D t,
             rsgpu::Zip<rsgpu::SliceMut<float>, rsgpu::Slice<const float>> yx,
             float a) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = a * x + y;
    }
  }
};
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y,
                      rsgpu::DeviceBuffer<float> &x) {
  auto borrow = y.borrow_mut();
#ifdef RSGPU_CF_OK
  return rsgpu::launch(s, {}, Saxpy{}, rsgpu::zip(std::move(borrow), x.borrow()),
                       2.0f);
#else
  return rsgpu::launch(s, {}, Saxpy{}, rsgpu::zip(borrow, x.borrow()), 2.0f);
#endif
}
int main() {}
