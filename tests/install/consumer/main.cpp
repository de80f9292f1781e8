#include <cstdio>
#include <vector>

#include <rsgpu/rsgpu.hpp>

struct Square {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> v) const {
    for (auto e : v.grid_stride(t)) *e = int(e.index() * e.index());
  }
};

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return 1;
  auto v = rsgpu::DeviceBuffer<int>::zeroed(*s, 100);
  if (!v) return 1;
  if (!rsgpu::launch(*s, rsgpu::LaunchConfig{{2}, {16}}, Square{}, v->borrow_mut())) return 1;
  auto h = v->to_vec();
  if (!h) return 1;
  for (int i = 0; i < 100; ++i)
    if ((*h)[std::size_t(i)] != i * i) return 1;
  std::puts("consumer: OK");
  return 0;
}
