use diff::*;
use kernel::{own_enum_param, Op};

fn main() {
    diff::main(|d| {
        for op in [Op::Add, Op::Sub, Op::Mul, Op::Max] {
            let n = 500usize;
            launch!(d, threads(n.div_ceil(128), 128),
                    own_enum_param(op = val(op), a = buf(i32s(n, 23, 1000)), b = buf(i32s(n, 24, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
