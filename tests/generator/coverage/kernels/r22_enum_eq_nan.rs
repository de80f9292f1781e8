//! Red team 22 (data enums; r22_enum_option_eq_nan without `Option<Shape>` `==`): derived `==` of enums with data, including `f32` payloads holding NaN (`Circle(NaN) != Circle(NaN)`) and -0.0 (`== 0.0`), `Option<Shape>` compared with `==`, and `!=` between variants with the same payload bits.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Shape {
    Circle(f32),
    Square(f32),
    Rect { w: f32, h: f32 },
    Empty,
}
fn mk(v: u32) -> Shape {
    let f = match v % 5 {
        0 => f32::NAN,
        1 => -0.0,
        2 => 0.0,
        3 => f32::INFINITY,
        _ => (v % 100) as f32,
    };
    match (v >> 3) % 4 {
        0 => Shape::Circle(f),
        1 => Shape::Square(f),
        2 => Shape::Rect { w: f, h: 1.0 },
        _ => Shape::Empty,
    }
}

rsgpu::kernel! {
    pub fn r22_enum_eq_nan(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let a = mk(v);
            let b = mk(v.rotate_right(5));
            let c = mk(v ^ 1);
            o1[i] = (a == a) as u32 + 2 * (a == b) as u32 + 4 * (a != c) as u32 + 8 * (a == Shape::Circle(0.0)) as u32 + 16 * (a == Shape::Empty) as u32;
            o2[i] = (mk(v) == a) as u32 + 2 * (a == Shape::Square(-0.0)) as u32 + 4 * (c != b) as u32;
            o3[i] = (Shape::Circle(1.0) != Shape::Square(1.0)) as u32 + 2 * (Shape::Rect { w: -0.0, h: 1.0 } == Shape::Rect { w: 0.0, h: 1.0 }) as u32;
        }
    }
}
