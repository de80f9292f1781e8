// S3 negative: different buffers, and two shared borrows of one buffer, do
// not conflict; consecutive launches each take their own borrows.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

struct Add {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> a,
                           rsgpu::Slice<const float> b,
                           rsgpu::SliceMut<float> out) const {
    if (auto e = out.mine(t)) *e = a[e.index()] + b[e.index()];
  }
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &x,
                        rsgpu::DeviceBuffer<float> &y) {
  auto cfg = rsgpu::LaunchConfig::for_elements(x.len());
  RSGPU_TRY(rsgpu::launch(s, cfg, Add{}, x.borrow(), x.borrow(), y.borrow_mut()));
  RSGPU_TRY(rsgpu::launch(s, cfg, Add{}, y.borrow(), y.borrow(), x.borrow_mut()));
  return {};
}
