// S13 negative: assignment re-initialises a moved owner, a borrow declared in
// the loop body is fresh each iteration, valid() may ask a moved value, and
// a move on a path that returns does not reach the later use.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct Fill {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e = 1.0f;
  }
};

void sink(rsgpu::DeviceBuffer<float> b);

rsgpu::Result<void> fresh(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &buf) {
  auto cfg = rsgpu::LaunchConfig::for_elements(buf.len());
  for (int i = 0; i < 3; ++i) {
    auto borrow = buf.borrow_mut();
    RSGPU_TRY(rsgpu::launch(s, cfg, Fill{}, std::move(borrow)));
  }
  return {};
}

bool reassign(rsgpu::DeviceBuffer<float> a, rsgpu::DeviceBuffer<float> b) {
  rsgpu::DeviceBuffer<float> tmp = std::move(a);
  bool gone = !a.valid(); // asking is not using
  a = std::move(b);
  (void)a.len();
  b = std::move(tmp);
  return gone && b.len() > 0;
}

void early(bool c, rsgpu::DeviceBuffer<float> buf) {
  if (c) {
    sink(std::move(buf));
    return;
  }
  (void)buf.len();
}
