//! A `Shape` trait with a required `area`/`perimeter` and default methods (`compactness`, `scaled_area`),
//! one impl overriding a default; generic `fn score<S: Shape>(s: &S)`; per element two shapes built from input.
#![no_std]
use rsgpu::*;

trait Shape {
    fn area(&self) -> f32;
    fn perimeter(&self) -> f32;
    fn compactness(&self) -> f32 {
        let p = self.perimeter();
        if p > 0.0 { 4.0 * 3.141_592_7 * self.area() / (p * p) } else { 0.0 }
    }
    fn scaled_area(&self, k: f32) -> f32 {
        self.area() * k * k
    }
}

struct Rect {
    w: f32,
    h: f32,
}
struct Circle {
    r: f32,
}

impl Shape for Rect {
    fn area(&self) -> f32 { self.w * self.h }
    fn perimeter(&self) -> f32 { 2.0 * (self.w + self.h) }
}
impl Shape for Circle {
    fn area(&self) -> f32 { 3.141_592_7 * self.r * self.r }
    fn perimeter(&self) -> f32 { 2.0 * 3.141_592_7 * self.r }
    fn compactness(&self) -> f32 { 1.0 }
}

fn score<S: Shape>(s: &S) -> f32 {
    s.compactness() + s.scaled_area(0.5)
}

rsgpu::kernel! {
    pub fn u29_trait_shapes(a: &[f32], b: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < a.len() && i < b.len() && i < out.len() {
            let r = Rect { w: a[i].abs(), h: b[i].abs() };
            let c = Circle { r: a[i].abs() };
            out[i] = score(&r) - score(&c);
        }
    }
}
