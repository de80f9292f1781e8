//! Two fieldless enums named `Mode` in two modules, neither with `= N`: the
//! variants' values come from the declaration in the source, and a name
//! declared twice is not guessed (ir/EnumSource.cpp): the type stays
//! unsupported.
#![no_std]
use rsgpu::*;

mod a {
    #[derive(Clone, Copy)]
    pub enum Mode {
        Slow,
        Fast,
    }
}
mod b {
    #[derive(Clone, Copy)]
    pub enum Mode {
        Fast,
        Slow,
    }
}

#[inline(never)]
fn pick(v: u32) -> a::Mode {
    if v > 3 { a::Mode::Fast } else { a::Mode::Slow }
}

#[inline(never)]
fn pick_b(v: u32) -> b::Mode {
    if v > 5 { b::Mode::Fast } else { b::Mode::Slow }
}

rsgpu::kernel! {
    pub fn enum_declared_twice(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let p = match pick(x[i]) {
                a::Mode::Slow => 1,
                a::Mode::Fast => 2,
            };
            let q = match pick_b(x[i]) {
                b::Mode::Slow => 10,
                b::Mode::Fast => 20,
            };
            y[i] = p + q;
        }
    }
}
// CHECK: error[RG0101]: unsupported type in the declaration of `{{_[0-9]+}}`: type `a::Mode` is not supported on the device
