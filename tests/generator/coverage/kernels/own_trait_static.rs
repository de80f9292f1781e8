#![no_std]
use rsgpu::*;

trait Shape {
    fn area(&self) -> f32;
    fn scaled(&self, k: f32) -> f32 {
        self.area() * k * k
    }
}

struct Circle {
    r: f32,
}
struct Rect {
    w: f32,
    h: f32,
}
impl Shape for Circle {
    fn area(&self) -> f32 {
        3.140625 * self.r * self.r
    }
}
impl Shape for Rect {
    fn area(&self) -> f32 {
        self.w * self.h
    }
}

fn total<A: Shape, B: Shape>(a: &A, b: &B) -> f32 {
    a.area() + b.scaled(0.5)
}

rsgpu::kernel! {
    pub fn own_trait_static(x: &[f32], y: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = total(&Circle { r: x[i] }, &Rect { w: x[i], h: y[i] });
        }
    }
}
