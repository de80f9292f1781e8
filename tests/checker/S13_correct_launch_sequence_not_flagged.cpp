// S13 negative: a new borrow per launch (the intended pattern), owners moved
// into their last use, and a shared handle replaced by the one the barrier
// returns.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>
#include <utility>
#include <vector>

struct Scale {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e = 2.0f * x[e.index()];
  }
};

struct Phases {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = 1.0f;
    auto r = b.sync(std::move(s));
    float v = r[0];
    auto w = b.sync(std::move(r));
    w.mine(b) = v;
  }
};

rsgpu::Result<std::vector<float>> run(rsgpu::Stream &s) {
  std::vector<float> host(64, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(s, host);
  if (!x)
    return rsgpu::err(x.error());
  auto y = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  if (!y)
    return rsgpu::err(y.error());
  auto cfg = rsgpu::LaunchConfig::for_elements(64);
  RSGPU_TRY(rsgpu::launch(s, cfg, Scale{}, x->borrow(), y->borrow_mut()));
  RSGPU_TRY(rsgpu::launch(s, cfg, Scale{}, x->borrow(), y->borrow_mut()));
  RSGPU_TRY(rsgpu::launch(s, cfg, Phases{}, y->borrow_mut()));
  rsgpu::DeviceBuffer<float> last = std::move(*y);
  return last.to_vec();
}
