//! enum_eq_option: every operator code (3 maps to `Op::Add` again) and every
//! `Option<E>` / `Option<X>` arm (None included).
use diff::*;
use kernel::enum_eq_option;

fn main() {
    diff::main(|d| {
        let n = 64;
        launch!(d, threads(2, 32),
                enum_eq_option(codes = buf(from_fn(n, |k| k as u8)),
                               x = buf(from_fn(n, |k| (k / 4) as u32)),
                               out = buf_mut(zeros(n))));
        launch!(d, threads(1, 32),
                enum_eq_option(codes = buf(bytes(40, 5)), x = buf(u32s(40, 8)),
                               out = buf_mut(zeros(40))));
    });
}
