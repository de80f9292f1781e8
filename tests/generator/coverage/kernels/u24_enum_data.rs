//! An enum with data (tuple and struct variants), built per thread and matched.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Shape {
    Circle(f32),
    Rect { w: f32, h: f32 },
    Empty,
}

impl Shape {
    fn area(&self) -> f32 {
        match *self {
            Shape::Circle(r) => 3.25 * r * r,
            Shape::Rect { w, h } => w * h,
            Shape::Empty => 0.0,
        }
    }
}

fn make(kind: u32, a: f32, b: f32) -> Shape {
    match kind % 3 {
        0 => Shape::Circle(a),
        1 => Shape::Rect { w: a, h: b },
        _ => Shape::Empty,
    }
}

rsgpu::kernel! {
    pub fn u24_enum_data(kind: &[u32], a: &[f32], b: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let s = make(kind[i], a[i], b[i]);
            let bonus = if let Shape::Rect { w, .. } = s { w } else { 0.0 };
            out[i] = s.area() + bonus;
        }
    }
}
