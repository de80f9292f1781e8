// S3 twin: zips of distinct buffers, of disjoint constant halves of one
// buffer, and a shared borrow zipped twice, are fine.
// ARGS: --deny-warnings
#include <rsgpu/rsgpu.hpp>

#include <utility>

struct Copy {
  RSGPU_FN void
  operator()(rsgpu::Thread1D t,
             rsgpu::Zip<rsgpu::SliceMut<int>, rsgpu::Slice<const int>> ab) const {
    if (auto e = ab.mine(t)) {
      auto [a, b] = *e;
      a = b;
    }
  }
};
struct Sum {
  RSGPU_FN void
  operator()(rsgpu::Thread1D t,
             rsgpu::Zip<rsgpu::Slice<const int>, rsgpu::Slice<const int>> ab,
             rsgpu::SliceMut<int> out) const {
    if (auto e = ab.mine(t)) {
      auto [a, b] = *e;
      if (auto o = out.mine(t))
        *o = a + b;
    }
  }
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &a,
                        rsgpu::DeviceBuffer<int> &b) {
  auto cfg = rsgpu::LaunchConfig::for_elements(8);
  RSGPU_TRY(rsgpu::launch(s, cfg, Copy{}, rsgpu::zip(a.borrow_mut(), b.borrow())));
  RSGPU_TRY(rsgpu::launch(s, cfg, Copy{},
                          rsgpu::zip(a.borrow_mut(0, 8), a.borrow(8, 8))));
  auto bb = rsgpu::zip(b.borrow(), b.borrow());
  RSGPU_TRY(rsgpu::launch(s, cfg, Sum{}, std::move(bb), a.borrow_mut()));
  return {};
}
// CHECK-NOT: RG04
