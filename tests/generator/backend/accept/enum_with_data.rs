//! An enum whose variants carry data (ir/DataEnums.cpp): a struct of the
//! tag and every variant's payload; `discriminant(s)` reads the tag, a
//! downcast field `(s as Square).0` its flat field, an aggregate sets the
//! tag and its variant's fields (the others zero). (Refused as RG0101
//! before session 25.)
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
// CHECK: enum Shape { tag: isize, Circle = 0 (Circle_0: f32), Square = 1 (Square_side: f32) }
// CHECK-O0: fn @area(%s: Shape) -> f32 {
// CHECK-O0: = %s.tag
// CHECK-O0: %side = %s.Square_side
// CHECK-O0: %r = %s.Circle_0
// CHECK: kernel @enum_with_data(
// CHECK-O0: = struct {{.*}}{0_isize, move %{{[0-9]+}}, zst f32}
// CHECK-O0: = struct {{.*}}{1_isize, zst f32, move %{{[0-9]+}}}
