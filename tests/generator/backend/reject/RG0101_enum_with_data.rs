//! An enum whose variants carry data is not supported on the device; the
//! diagnostic says so in Rust terms (before: "declare structs with
//! gpu_struct!", which cannot declare an enum).
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Shape {
    Circle(f32),
    Square { side: f32 },
}

fn area(s: Shape) -> f32 {
    match s {
        Shape::Circle(r) => 3.0 * r * r,
        Shape::Square { side } => side * side,
    }
}

rsgpu::kernel! {
    pub fn enum_with_data(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < x.len() {
            let s = if i % 2 == 0 { Shape::Circle(x[i]) } else { Shape::Square { side: x[i] } };
            out[i] = area(s);
        }
    }
}
// CHECK: error[RG0101]: {{.*}}type `Shape` is not supported on the device: an enum whose variants carry data
