//! A variant under `#[cfg(..)]` may not exist: rustc numbers the variants
//! that remain, so reading the declaration's order would shift every later
//! discriminant (a `match` taking the wrong arm). rsgpu-gen does not evaluate
//! `cfg`: such an enum is refused (RG0101) rather than guessed.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Shape {
    #[cfg(any())]
    Gone(u32),
    Circle(f32),
    Empty,
}

fn area(s: Shape) -> f32 {
    match s {
        Shape::Circle(r) => 3.0 * r * r,
        Shape::Empty => 0.0,
    }
}

rsgpu::kernel! {
    pub fn enum_data_cfg_variant(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < x.len() {
            let s = if i % 2 == 0 { Shape::Circle(x[i]) } else { Shape::Empty };
            out[i] = area(s);
        }
    }
}
// CHECK: error[RG0101]: {{.*}}type `Shape` is not supported on the device: an enum whose declaration rsgpu-gen cannot read
