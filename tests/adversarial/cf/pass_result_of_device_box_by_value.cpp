// S1: a Result<DeviceBox<T>> passed by value to a helper is a copy of the
// owner inside it; the error must name S1 in one diagnostic, not libcu++'s
// internals (docs/safety-model.md, "Compile errors name the property").
#include <rsgpu/rsgpu.hpp>

#include <utility>

static rsgpu::Result<void> use(rsgpu::Result<rsgpu::DeviceBox<int>> box) {
  if (!box)
    return rsgpu::err(box.error());
  return {};
}

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto box = rsgpu::DeviceBox<int>::create(s, 7);
#ifndef RSGPU_CF_OK
  return use(box);
#else
  return use(std::move(box));
#endif
}
