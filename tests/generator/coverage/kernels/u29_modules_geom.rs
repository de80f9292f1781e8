//! Nested modules with `pub(crate)` items: `geom::vec2::{Vec2, dot, len2}` and `geom::shapes::inside_circle`,
//! used through `use` paths and a `self::`/`super::` reference; points classified against circles.
#![no_std]
use rsgpu::*;

mod geom {
    pub(crate) mod vec2 {
        #[derive(Clone, Copy)]
        pub(crate) struct Vec2 {
            pub(crate) x: f32,
            pub(crate) y: f32,
        }
        pub(crate) fn sub(a: Vec2, b: Vec2) -> Vec2 {
            Vec2 { x: a.x - b.x, y: a.y - b.y }
        }
        pub(crate) fn dot(a: Vec2, b: Vec2) -> f32 {
            a.x * b.x + a.y * b.y
        }
        pub(crate) fn len2(a: Vec2) -> f32 {
            self::dot(a, a)
        }
    }
    pub(crate) mod shapes {
        use super::vec2::{len2, sub, Vec2};
        pub(crate) fn inside_circle(p: Vec2, c: Vec2, r: f32) -> bool {
            len2(sub(p, c)) <= r * r
        }
    }
}

use geom::shapes::inside_circle;
use geom::vec2::Vec2;

rsgpu::kernel! {
    pub fn u29_modules_geom(px: &[f32], py: &[f32], r: f32, mask: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= px.len() || i >= py.len() || i >= mask.len() {
            return;
        }
        let p = Vec2 { x: px[i], y: py[i] };
        let centres = [Vec2 { x: 0.0, y: 0.0 }, Vec2 { x: 4.0, y: -4.0 }, Vec2 { x: -6.0, y: 2.5 }];
        let mut m = 0u8;
        for (k, c) in centres.iter().enumerate() {
            if inside_circle(p, *c, r) {
                m |= 1 << k;
            }
        }
        mask[i] = m;
    }
}
